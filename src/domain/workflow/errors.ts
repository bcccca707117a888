/**
 * The refusals of the workflow rules: THE business error (src/domain/errors.ts) with one of these
 * codes as `errorCode` — the code the mock answers with — the message as `errorMessage`, and
 * `data.field`, the input field it is about, for forms. Every refusal happens before anything is changed.
 */
import { BizError, isBizError } from '../errors';

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

const CODES = new Set<string>(['VALIDATION', 'NOT_FOUND', 'FORBIDDEN', 'WORKFLOW_STATE', 'WORKFLOW_CONFIG']);

export type WorkflowError = BizError<{ field?: string } | undefined> & { errorCode: WorkflowErrorCode };

export const workflowError = (code: WorkflowErrorCode, message: string, field?: string): WorkflowError =>
  new BizError({ errorCode: code, errorMessage: message, data: field ? { field } : undefined }) as WorkflowError;

export const isWorkflowError = (e: unknown): e is WorkflowError => isBizError(e) && CODES.has(e.errorCode ?? '');
