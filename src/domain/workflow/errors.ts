/**
 * The one error the workflow rules raise. `code` is the business error code the mock answers with
 * (errorCode of the envelope); `message` is the server's message shown by the request policy.
 * Every refusal happens before anything is changed.
 */
export type WorkflowErrorCode =
  /** malformed input: a missing or wrong-typed field, an over-long comment, an unknown mode */
  | 'VALIDATION'
  /** an id that names nothing */
  | 'NOT_FOUND'
  /** the caller is not the one who may do this (not a current approver, not the applicant) */
  | 'FORBIDDEN'
  /** the thing exists but its state does not allow the step (already handled, already approved once) */
  | 'WORKFLOW_STATE'
  /** the definition cannot run: a node whose group has no one who may approve */
  | 'WORKFLOW_CONFIG';

export class WorkflowError extends Error {
  constructor(
    public code: WorkflowErrorCode,
    message: string,
    /** the input field the error is about, for forms */
    public field?: string,
  ) {
    super(message);
    this.name = 'WorkflowError';
  }
}

export const isWorkflowError = (e: unknown): e is WorkflowError => e instanceof WorkflowError;
