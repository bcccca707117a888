/**
 * The back end's constructor of THE business error (src/domain/errors.ts, `BizError`): every refusal
 * of the back end (the mock's routes, the workflow rules) is a `BizFailure`, which IS a `BizError`
 * carrying, besides errorCode / errorMessage / showType / data, the HTTP status it is answered with.
 * Every one is answered in the one envelope shape (envelope.ts):
 * `{ success: false, errorCode, errorMessage, showType, data }` — HTTP 200 for business refusals, the
 * given status for transport ones (401 signed out, 500 internal).
 */
import { ShowType, type Envelope } from './envelope';
import { BizError } from './errors';

export class BizFailure extends BizError {
  declare readonly errorCode: string;

  constructor(
    errorCode: string,
    message: string,
    showType: ShowType = ShowType.ERROR_MESSAGE,
    public status = 200,
    data?: unknown,
  ) {
    super({ errorCode, errorMessage: message, showType, data });
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
