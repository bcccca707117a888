/**
 * What the header's conveniences show once opened: the notifications and their kinds, the search
 * dialog; and the watermark setting's name (选项配置). Not in the entry: the whole table is merged
 * before any page renders, long before a user opens either (src/core/locale.ts).
 */
export default {
  'notifications.readAll': '全部标为已读',
  'notifications.none': '暂无通知',
  'notifications.kind.taskAssigned': '{actor} 提交的 {code}（{page}）等待你审批',
  'notifications.kind.approved': '你申请的 {code}（{page}）已通过审批',
  'notifications.kind.rejected': '你申请的 {code}（{page}）被驳回',
  'notifications.kind.reply': '{actor} 回复了 {code}（{page}）',
  'notifications.kind.aogOverdue': '你提交的 AOG 订单 {code} 已超过响应时限',
  'notifications.kind.escalated': '{code}（{page}）的审批已超过时限，请督办',
  'search.title': '搜索功能和记录',
  'search.placeholder': '功能名称、记录编号、件号、客户、注册号或文件编号',
  'search.results': '搜索结果',
  'search.none': '没有匹配的功能或记录',
  'search.functions': '功能',
  'search.desk': '{desk} · 共 {total} 条',
  'search.matched': '{field}：{text}',
  'search.loading': '正在查找记录…',
  'search.failed': '记录搜索失败。',
  'search.retry': '重试',
  'search.tooShort': '输入至少 {min} 个字符以搜索记录',
  'search.keys': '↑ ↓ 选择 · Enter 打开 · Esc 关闭',
  'admin.dict.setting.watermark': '页面水印（1 开启，0 关闭；秘密、机密内容始终显示）',
} as Record<string, string>;
