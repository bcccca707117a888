/** What the portal tells users beyond a page's own content: unsaved drafts, being offline. */
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
} as Record<string, string>;
