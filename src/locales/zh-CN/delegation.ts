/** Delegation (外出委托): the engine's `approvalDelegation` hosted by 审批管理, the 代 tags, the history's "李敏 代 王建国", its refusals and log lines. */

export default {
  'workflow.delegation.open': '设置代理人',
  'workflow.delegation.title': '外出委托',
  'workflow.delegation.help':
    '委托期间，代理人可在「审批管理 › 我的待办」中代你通过或驳回待办（须能查看对应记录，且不能审批自己提交的申请）；你本人仍可处理。到结束时间自动失效。',
  'workflow.delegation.allTypes': '全部业务类型',
  'workflow.delegation.onBehalf': '{actor} 代 {principal}',
  'workflow.delegation.tag': '代 {name}',
  'workflow.delegation.tagHelp': '{name} 外出委托你代为审批',

  'approvalDelegation.name': '委托',
  'approvalDelegation.field.fromUserNo': '委托人',
  'approvalDelegation.field.toUserNo': '代理人',
  'approvalDelegation.field.from': '开始时间',
  'approvalDelegation.field.to': '结束时间',
  'approvalDelegation.field.businessTypes': '业务类型',
  'approvalDelegation.field.reason': '委托原因',
  'approvalDelegation.field.state': '生效情况',
  'approvalDelegation.businessTypesHelp': '不选则委托全部业务类型',
  'approvalDelegation.enum.state.scheduled': '未开始',
  'approvalDelegation.enum.state.active': '生效中',
  'approvalDelegation.enum.state.ended': '已结束',
  'approvalDelegation.status.ACTIVE': '有效',
  'approvalDelegation.status.CANCELLED': '已取消',
  'approvalDelegation.action.cancel': '取消委托',
  'approvalDelegation.cancelNotice': '取消对 {name} 的委托？取消后 {name} 不能再代你审批。',

  'workflow.delegation.error.self': '不能委托给自己',
  'workflow.delegation.error.endBeforeStart': '结束时间须晚于开始时间',
  'workflow.delegation.error.endPast': '结束时间须晚于现在',
  'workflow.delegation.error.tooLong': '委托期间不能超过 {days} 天',
  'workflow.delegation.error.overlap': '该期间已有委托（代理人 {name}），请先取消它或调整时间与业务类型',
  'workflow.delegation.error.standInAway': '{name} 在该期间本人也已外出委托，不能作为代理人',
  'workflow.delegation.error.delegatorStandsIn': '你在该期间是 {name} 的代理人，不能同时外出委托',
  'workflow.delegation.error.over': '委托已结束或已取消',
  'workflow.delegation.error.standInRefused':
    '你不能代 {name} 处理此任务：代理人须能查看该记录（页面权限与人员密级），不能是申请人本人，在该节点没有自己的待办，且本轮未审批过其他节点',

  'workflow.log.approveFor': '「{node}」通过（代 {principal}）',
  'workflow.log.approveWithCommentFor': '「{node}」通过（代 {principal}）：{comment}',
  'workflow.log.rejectFor': '「{node}」驳回（代 {principal}）：{comment}',

  'notifications.kind.taskDelegated': '{actor} 提交的 {code}（{page}）到达你代理的待办，你可代为审批',
  'admin.function.action.delegate': '外出委托',
  'admin.function.action.delegations': '查看全部外出委托',
} as Record<string, string>;
