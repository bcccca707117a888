/**
 * THE business failure: every refusal of the back end (the mock's routes, the workflow rules) is one
 * of these, and every one is answered in the one envelope shape (envelope.ts):
 * `{ success: false, errorCode, errorMessage, showType, data }` — HTTP 200 for business refusals, the
 * given status for transport ones (401 signed out, 500 internal).
 */
import { ShowType, type Envelope } from './envelope';

export class BizFailure extends Error {
  constructor(
    public errorCode: string,
    message: string,
    public showType: ShowType = ShowType.ERROR_MESSAGE,
    public status = 200,
    public data?: unknown,
  ) {
    super(message);
    this.name = 'BizFailure';
  }
}

export const isBizFailure = (e: unknown): e is BizFailure => e instanceof BizFailure;

/** The envelope of a refusal. */
export const failureEnvelope = (f: BizFailure): Envelope & { data: unknown } => ({
  success: false,
  errorCode: f.errorCode,
  errorMessage: f.message,
  showType: f.showType,
  data: f.data ?? null,
});
