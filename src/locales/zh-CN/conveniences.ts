/** The shell's conveniences: notifications, global search, dark mode, the watermark setting. */
export default {
  'notifications.title': '通知',
  'notifications.bell': '通知，{count} 条未读',
  'notifications.readAll': '全部标为已读',
  'notifications.none': '暂无通知',
  'notifications.kind.taskAssigned': '{actor} 提交的 {code}（{page}）等待你审批',
  'notifications.kind.approved': '你申请的 {code}（{page}）已通过审批',
  'notifications.kind.rejected': '你申请的 {code}（{page}）被驳回',
  'notifications.kind.reply': '{actor} 回复了 {code}（{page}）',
  'notifications.kind.aogOverdue': '你提交的 AOG 订单 {code} 已超过响应时限',

  'search.open': '全局搜索（Ctrl+K）',
  'search.title': '搜索功能或记录编号',
  'search.placeholder': '输入功能名称，或记录编号如 AOG-20261123-0018',
  'search.results': '搜索结果',
  'search.none': '没有匹配的功能',
  'search.openRecord': '打开 {page} {code}',
  'search.notFound': '没有编号为 {code} 的记录，或你无权查看',
  'search.keys': '↑ ↓ 选择 · Enter 打开 · Esc 关闭',

  'colorScheme.toDark': '切换到深色模式',
  'colorScheme.toLight': '切换到浅色模式',

  'admin.dict.setting.watermark': '页面水印（1 开启，0 关闭；秘密、机密内容始终显示）',
} as Record<string, string>;
