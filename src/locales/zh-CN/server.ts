/** What the back end answers when it refuses a call for reasons of transport, not of business rules. */
export default {
  'server.body.notJson': '请求内容必须是 JSON（Content-Type: application/json）',
  'server.body.malformed': '请求内容不是有效的 JSON',
  'server.body.notObject': '请求内容必须是一个 JSON 对象',
  'server.body.tooLarge': '请求内容过大，不能超过 {max}',
  'server.body.tooDeep': '请求内容嵌套过深，不能超过 {max} 层',
  'server.internal': '服务器内部错误，请稍后重试（参考编号 {ref}）',
  'server.unauthenticated': '登录已失效，请重新登录',
  'server.search.query': '搜索内容须为 2–60 个字符',
  'server.parts.query': '件号查询须为 1–40 个字符',
  'server.forbidden': '没有执行此操作的权限（{code}）',
  'server.notFound': '{what}不存在或已被删除',
  'server.oplog.module': '接口请求',
} as Record<string, string>;
