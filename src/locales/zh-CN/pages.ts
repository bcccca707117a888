/** Texts of individual pages that have no area module of their own. */
export default {
  'page.pending.title': '此页面尚未建成',
  'page.pending.detail': '该功能将在后续版本中提供，目前没有可用的操作。',
} as Record<string, string>;
