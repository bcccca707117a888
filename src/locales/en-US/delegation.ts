/** Delegation (out of office): the engine's `approvalDelegation` hosted by Approvals, the "for" tags, the history's "Li Min for Wang Jianguo", its refusals and log lines. */

export default {
  'workflow.delegation.open': 'Set a stand-in',
  'workflow.delegation.title': 'Out of office',
  'workflow.delegation.help':
    'During the period your stand-in may approve or reject your pending tasks in Approvals › My tasks (if they may read the record, and never their own application); you may still act yourself. It ends by itself at its end time.',
  'workflow.delegation.allTypes': 'All business types',
  'workflow.delegation.onBehalf': '{actor} for {principal}',
  'workflow.delegation.tag': 'For {name}',
  'workflow.delegation.tagHelp': '{name} is away and named you their stand-in',

  'approvalDelegation.name': 'Delegation',
  'approvalDelegation.field.fromUserNo': 'Delegator',
  'approvalDelegation.field.toUserNo': 'Stand-in',
  'approvalDelegation.field.from': 'Start',
  'approvalDelegation.field.to': 'End',
  'approvalDelegation.field.businessTypes': 'Business types',
  'approvalDelegation.field.reason': 'Reason',
  'approvalDelegation.field.state': 'Period',
  'approvalDelegation.businessTypesHelp': 'None chosen: every business type',
  'approvalDelegation.enum.state.scheduled': 'Not started',
  'approvalDelegation.enum.state.active': 'Running',
  'approvalDelegation.enum.state.ended': 'Ended',
  'approvalDelegation.status.ACTIVE': 'Valid',
  'approvalDelegation.status.CANCELLED': 'Cancelled',
  'approvalDelegation.action.cancel': 'Cancel delegation',
  'approvalDelegation.cancelNotice': 'Cancel the delegation to {name}? {name} will no longer approve for you.',

  'workflow.delegation.error.self': 'You cannot be your own stand-in',
  'workflow.delegation.error.endBeforeStart': 'The end must be after the start',
  'workflow.delegation.error.endPast': 'The end must be in the future',
  'workflow.delegation.error.tooLong': 'A delegation lasts at most {days} days',
  'workflow.delegation.error.overlap': 'A delegation (stand-in {name}) already covers this period; cancel it or change the period or business types',
  'workflow.delegation.error.standInAway': '{name} is away during this period and cannot stand in',
  'workflow.delegation.error.delegatorStandsIn': 'You stand in for {name} during this period and cannot delegate at the same time',
  'workflow.delegation.error.over': 'The delegation has ended or was cancelled',
  'workflow.delegation.error.standInRefused':
    'You cannot act for {name} on this task: a stand-in must be able to read the record (page and secrecy level), must not be its applicant, must hold no task of their own on the node and must not have approved another node of this round',

  'workflow.log.approveFor': '"{node}" approved (for {principal})',
  'workflow.log.approveWithCommentFor': '"{node}" approved (for {principal}): {comment}',
  'workflow.log.rejectFor': '"{node}" rejected (for {principal}): {comment}',

  'notifications.kind.taskDelegated': '{code} ({page}) from {actor} reached someone you stand in for: you may approve it',
  'admin.function.action.delegate': 'Out of office',
  'admin.function.action.delegations': 'See all delegations',
} as Record<string, string>;
