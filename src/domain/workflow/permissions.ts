/**
 * Page-element codes of the workflow pages. Acting on a task needs no code of its own: being the
 * task's current approver is the right (domain.md §5); seeing the inbox needs the approvalManagement
 * page.
 */
export const WORKFLOW_CODES = {
  definitionCreate: 'workFlowDefinition:create',
  definitionUpdate: 'workFlowDefinition:update',
  definitionDelete: 'workFlowDefinition:delete',
  definitionEnable: 'workFlowDefinition:enable',
  groupCreate: 'approvalGroup:create',
  groupUpdate: 'approvalGroup:update',
  groupDelete: 'approvalGroup:delete',
} as const;

export const workflowElementCodes = (): string[] => Object.values(WORKFLOW_CODES);
