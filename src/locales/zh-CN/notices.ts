/** What the portal tells users beyond a page's own content: unsaved drafts, being offline. */
export default {
  'resource.draft.offer': '恢复未保存的内容？',
  'resource.draft.offerDetail': '{time} 在此表单中填写的内容尚未保存。',
  'resource.draft.restore': '恢复',
  'resource.draft.discard': '放弃',
  'resource.draft.closeTitle': '放弃已填写的内容？',
  'resource.draft.closeDetail': '关闭后，此表单中已填写的内容将不再保留。',
  'resource.draft.keepEditing': '继续编辑',
  'resource.draft.offline': '网络已断开，未能保存：填写的内容仍在表单中，网络恢复后请再次保存。',

  'shell.offline': '网络已断开：恢复连接前无法加载或保存数据，已填写的内容不会丢失。',
} as Record<string, string>;
