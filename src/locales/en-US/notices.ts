/** What the portal tells users beyond a page's own content: unsaved drafts, being offline, home's alarms. */
export default {
  'resource.draft.offer': 'Restore unsaved content?',
  'resource.draft.offerDetail': 'What was typed into this form at {time} has not been saved.',
  'resource.draft.restore': 'Restore',
  'resource.draft.discard': 'Discard',
  'resource.draft.closeTitle': 'Discard what you typed?',
  'resource.draft.closeDetail': 'Once the form is closed, what was typed into it is not kept.',
  'resource.draft.keepEditing': 'Keep editing',
  'resource.draft.offline': 'You are offline; nothing was saved. What you typed is still in the form: save again once the connection is back.',

  'shell.offline': 'You are offline: nothing can be loaded or saved until the connection is back. What you typed is not lost.',

  'home.alarms.title': 'Overdue',
  'home.alarms.aog': 'AOG orders not accepted within the response time ({count})',
  'home.alarms.lease': 'Leased units overdue for return ({count})',
  'home.alarms.exchange': 'Exchange cores overdue for return ({count})',
  'home.alarms.more': 'All {count}',
  'home.alarms.none': 'No overdue orders',
} as Record<string, string>;
