/**
 * THE business error of the portal: a refusal with errorCode, errorMessage, showType and data — the
 * fields of a `success: false` envelope (./envelope). Plain TypeScript, one class for every side:
 * - the client: the request policy raises it from a refused answer (src/services/transport/policy.ts), and
 *   `http` (src/services/transport/http.ts) does where no policy is installed (tests), so callers can rely on it;
 * - the domain rules: the workflow raises it (`errorCode` VALIDATION, NOT_FOUND, FORBIDDEN,
 *   WORKFLOW_STATE, WORKFLOW_CONFIG; `data.field` names the input it is about) and the mock answers it
 *   as the envelope.
 *
 * Its text for the user: `errorMessage` when the server gave one, else the locale message of its code
 * (`error.<errorCode>`, src/locales/<lang>/shell.ts), else the system-error text — `bizErrorText`, the
 * one path from an error code to a message.
 */
import { ShowType, type Envelope } from './envelope';

export type BizErrorFields<D = unknown> = Omit<Envelope<D>, 'success'>;

export class BizError<D = any> extends Error {
  readonly name = 'BizError';
  readonly errorCode?: string;
  readonly errorMessage?: string;
  readonly showType: ShowType;
  readonly data?: D;

  constructor(fields: BizErrorFields<D>) {
    super(fields.errorMessage || fields.errorCode || 'BizError');
    this.errorCode = fields.errorCode;
    this.errorMessage = fields.errorMessage;
    this.showType = fields.showType ?? ShowType.ERROR_MESSAGE;
    this.data = fields.data;
  }
}

/** A BizError (also one from another copy of this module: the name is checked too). */
export function isBizError(error: unknown): error is BizError {
  return error instanceof BizError || (error as { name?: string } | null)?.name === 'BizError';
}

/** The business error `e` is, or undefined for anything else (a transport error, a bug). */
export const bizInfo = (e: unknown): BizError | undefined => (isBizError(e) ? e : undefined);

/** The locale key of an error code's message. */
export const errorCodeKey = (code: string) => `error.${code}`;

/** Locale key of the system-error text (spec §8: 系统异常，请稍后再试). */
export const SYSTEM_ERROR_KEY = 'shell.error.system';

type Params = Record<string, string | number>;

/**
 * The text a user reads for a business error: the locale message the server named (`data.messageKey`
 * with `data.params`, e.g. the workflow's refusals — rendered in the reader's language; a parameter
 * that is itself a locale key is translated first), else the server's message, else its code's locale
 * message, else the system-error text. `t` translates a key; `has` says whether the locale has it.
 */
export function bizErrorText(
  error: Pick<BizError, 'errorCode' | 'errorMessage' | 'data'>,
  t: (key: string, params?: Params) => string,
  has: (key: string) => boolean,
): string {
  const keyed = error.data as { messageKey?: unknown; params?: unknown } | undefined;
  if (keyed && typeof keyed.messageKey === 'string' && has(keyed.messageKey)) {
    const raw = (keyed.params && typeof keyed.params === 'object' ? keyed.params : {}) as Params;
    const params = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' && has(v) ? t(v, raw) : v]));
    return t(keyed.messageKey, params);
  }
  if (error.errorMessage) return error.errorMessage;
  if (error.errorCode && has(errorCodeKey(error.errorCode))) return t(errorCodeKey(error.errorCode));
  return t(SYSTEM_ERROR_KEY);
}
