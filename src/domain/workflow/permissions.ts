/**
 * Page-element codes of the workflow pages (流程配置's and 审批组's are the engine's: workFlowDefinition:create, :edit, :delete, :enable, :disable, :export). Acting on a task needs no code of its own: being the
 * task's current approver is the right (domain.md §5); seeing the inbox needs the approvalManagement
 * page.
 */
export const WORKFLOW_CODES = {
  /** name one's own stand-in (外出委托, 审批管理) */
  delegate: 'approvalManagement:delegate',
  /** see and cancel everyone's delegations (the administrator) */
  delegationsAll: 'workFlowDefinition:delegations',
} as const;

export const workflowElementCodes = (): string[] => Object.values(WORKFLOW_CODES);
