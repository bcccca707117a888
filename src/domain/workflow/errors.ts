/**
 * The one error the workflow rules raise: a business failure (src/domain/failure.ts) whose message is
 * a locale key of src/locales/<lang>/workflow.ts (`workflow.error.*`, labels `workflow.label.*`) with
 * its parameters. `errorCode` is the code the mock answers with; `errorMessage` the zh-CN text; `data`
 * carries `{ field, messageKey, params }`, so a page renders the same key in its own language.
 * Every refusal happens before anything is changed.
 */
import { ShowType } from '../envelope';
import { BizFailure } from '../failure';
import { serverText } from '../serverMessages';

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

/** Parameters of a message; `label` and `where` are locale keys themselves, rendered with the same parameters. */
export type Params = Record<string, string | number>;

const NESTED = ['label', 'where'];

/** The text of a workflow message with a translator (zh-CN for the server, intl's for a page). */
export function workflowMessage(key: string, params: Params, t: (key: string, params?: Params) => string): string {
  const p: Params = { ...params };
  for (const k of NESTED) if (typeof p[k] === 'string') p[k] = t(String(p[k]), params);
  return t(key, p);
}

export class WorkflowError extends BizFailure {
  constructor(
    public code: WorkflowErrorCode,
    public messageKey: string,
    public params: Params = {},
    /** the input field the error is about, for forms */
    public field?: string,
  ) {
    super(code, workflowMessage(messageKey, params, serverText), ShowType.ERROR_MESSAGE, 200, { ...(field ? { field } : {}), messageKey, params });
    this.name = 'WorkflowError';
  }
}

export const isWorkflowError = (e: unknown): e is WorkflowError => e instanceof WorkflowError;
