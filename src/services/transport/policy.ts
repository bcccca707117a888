/**
 * THE request policy of the portal (spec §7, §8, §9). Every call made with umi's `request` (and so with
 * `http`/`call` of ./http) goes through it; pages never toast errors themselves.
 *
 * Contract
 * - Every call sends `AuthenticationToken: <token from local storage>` and
 *   `X-Requested-With: XMLHttpRequest`, and times out after REQUEST_TIMEOUT_MS.
 * - An answer `{ success: false, ... }` raises THE BizError (src/domain/errors.ts: errorCode,
 *   errorMessage, showType, data) with its text from `bizErrorText` (the server's message, else the
 *   locale message `error.<code>`, else the system-error text), shown according to showType: SILENT nothing · WARN_MESSAGE warning toast · ERROR_MESSAGE error toast
 *   · NOTIFICATION a notification · REDIRECT goes to `data.url` when given, else ends the session.
 * - The error catalogue (§8), in this order:
 *     cancelled by the caller                    → nothing
 *     HTTP 401 / 403                             → logout + error toast: the body, else 系统异常，请稍后再试
 *     other HTTP errors                          → error toast: the message field, else the body text,
 *                                                  else 系统异常，请稍后再试
 *     timed out                                  → 请求超时，请重试
 *     sent, no response (connection refused or   → 未返回数据，请重试
 *       reset; a "response" of status 0)
 *     failed before a response                   → 请求超时，请重试
 * - A burst of 401/403 (concurrent calls of an expired session) ends the session once: one logout,
 *   one toast; later ones are silent.
 * - Identical toasts shown at the same time collapse into one (keyed by text).
 *
 * Opting out: pass `skipErrorHandler: true` in the request options; the policy then shows nothing and
 * the caller gets the error (a BizError or the transport error) to handle itself.
 * The promise of a failed call still rejects after the policy has shown the error: callers must catch
 * (an unhandled rejection opens the development overlay); `http.table` and the hooks of ./hooks do.
 */
import { REQUEST_TIMEOUT_MS } from '@/constants';
import { ShowType, type Envelope } from '@/domain/envelope';
import { BizError, SYSTEM_ERROR_KEY, bizErrorText, isBizError } from '@/domain/errors';

export { BizError, isBizError };

/** Texts of the catalogue: locale keys (src/locales/<lang>/shell.ts). */
export const ERROR_TEXT = {
  system: SYSTEM_ERROR_KEY,
  noResponse: 'shell.error.noResponse',
  timeout: 'shell.error.timeout',
  notificationTitle: 'shell.error.notificationTitle',
} as const;

export interface PolicyDeps {
  /** translate a locale key */
  t: (id: string, values?: Record<string, string | number>) => string;
  /** whether the locale has a key (for the message of an error code); without it, none is looked up */
  hasText?: (id: string) => boolean;
  /** show a toast; the promise (if any) settles once it is on screen */
  toast: (type: 'error' | 'warning', text: string) => void | Promise<void>;
  notify: (title: string, description: string) => void;
  /**
   * end the session (logout and the login page); called at most once per policy, with the promise of
   * the toast that says why — the login page must not replace the page before the toast is up
   */
  endSession: (toastShown?: Promise<void>) => void;
  /** go to a URL a REDIRECT business error names (the error says why, e.g. PASSWORD_CHANGE_REQUIRED) */
  redirect: (url: string, error: BizError) => void;
  getToken: () => string | null;
  /** the phone-login rule: the URL to follow for this answer, or null */
  loginRedirectOf?: (requestUrl: string | undefined, body: unknown) => string | null;
  /** send the browser to a URL (phone-login rule) */
  navigate?: (url: string) => void;
}

interface TransportError {
  message?: string;
  code?: string;
  name?: string;
  request?: unknown;
  response?: { status: number; data?: unknown };
  __CANCEL__?: boolean;
}

export interface RequestOptionsLike {
  skipErrorHandler?: boolean;
  [key: string]: unknown;
}

const HTML = /^\s*<(!doctype|html|head|body)\b/i;

/** A readable body: a non-empty string that is not an HTML error page, cut to a toast's length. */
function textOf(body: unknown): string | undefined {
  if (typeof body !== 'string') return undefined;
  const text = body.trim();
  if (!text || HTML.test(text)) return undefined;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** The message field of a JSON body (`message`, or the envelope's `errorMessage`). */
function messageField(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { message?: unknown; errorMessage?: unknown };
  if (typeof b.message === 'string' && b.message.trim()) return b.message.trim();
  if (typeof b.errorMessage === 'string' && b.errorMessage.trim()) return b.errorMessage.trim();
  return undefined;
}

function isTimeout(error: TransportError): boolean {
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message ?? '');
}

function isCancelled(error: TransportError): boolean {
  return error.__CANCEL__ === true || error.code === 'ERR_CANCELED' || error.name === 'CanceledError' || error.name === 'AbortError';
}

/** The rows of the error catalogue (§8) a failed call can fall into, in the order they are tried. */
export const CATALOGUE_ROWS = ['business', 'cancelled', 'session', 'http', 'timeout', 'noResponse', 'beforeSend'] as const;
export type CatalogueRow = (typeof CATALOGUE_ROWS)[number];

/**
 * The catalogue row of a failed call: a `success: false` answer; cancelled by the caller; HTTP 401/403;
 * another HTTP error; timed out; sent with no response (the browser's client reports a network failure
 * as a "response" of status 0); failed before anything was sent.
 */
export function catalogueRow(error: unknown): CatalogueRow {
  if (isBizError(error)) return 'business';
  const e = (error ?? {}) as TransportError;
  if (isCancelled(e)) return 'cancelled';
  if (e.response && e.response.status > 0) return e.response.status === 401 || e.response.status === 403 ? 'session' : 'http';
  if (isTimeout(e)) return 'timeout';
  if (e.request) return 'noResponse';
  return 'beforeSend';
}

export function createRequestPolicy(deps: PolicyDeps) {
  let sessionEnded = false;

  /** 401/403: one logout and one toast for the whole burst. */
  function endSession(text: string) {
    if (sessionEnded) return;
    sessionEnded = true;
    deps.endSession(deps.toast('error', text) ?? undefined);
  }

  function showBizError(error: BizError) {
    const text = bizErrorText(error, deps.t, deps.hasText ?? (() => false));
    switch (error.showType) {
      case ShowType.SILENT:
        return;
      case ShowType.WARN_MESSAGE:
        deps.toast('warning', text);
        return;
      case ShowType.NOTIFICATION:
        deps.notify(error.errorCode || deps.t(ERROR_TEXT.notificationTitle), text);
        return;
      case ShowType.REDIRECT: {
        const url = (error.data as { url?: unknown } | undefined)?.url;
        if (typeof url === 'string' && url) {
          if (error.errorMessage) deps.toast('warning', error.errorMessage);
          deps.redirect(url, error);
        } else {
          endSession(text);
        }
        return;
      }
      default:
        deps.toast('error', text);
    }
  }

  /** Shows `error` as the catalogue says (`catalogueRow`). Throws it back when the caller opted out. */
  function errorHandler(error: unknown, opts?: RequestOptionsLike) {
    if (opts?.skipErrorHandler) throw error;
    const e = (error ?? {}) as TransportError;
    switch (catalogueRow(error)) {
      case 'business':
        showBizError(error as BizError);
        return;
      case 'cancelled':
        return;
      case 'session':
        endSession(messageField(e.response?.data) ?? textOf(e.response?.data) ?? deps.t(ERROR_TEXT.system));
        return;
      case 'http':
        deps.toast('error', messageField(e.response?.data) ?? textOf(e.response?.data) ?? deps.t(ERROR_TEXT.system));
        return;
      case 'noResponse':
        deps.toast('error', deps.t(ERROR_TEXT.noResponse));
        return;
      default:
        deps.toast('error', deps.t(ERROR_TEXT.timeout));
    }
  }

  /** `success: false` → BizError (umi calls this from its own response interceptor). */
  function errorThrower(body: Envelope) {
    throw new BizError(body);
  }

  function requestInterceptor<C extends { headers?: Record<string, unknown> }>(config: C): C {
    const token = deps.getToken();
    return {
      ...config,
      headers: {
        ...config.headers,
        ...(token ? { AuthenticationToken: token } : {}),
        'X-Requested-With': 'XMLHttpRequest',
      },
    };
  }

  function responseInterceptor<R extends { config?: { url?: string }; data?: unknown }>(response: R): R {
    const url = deps.loginRedirectOf?.(response.config?.url, response.data);
    if (url) deps.navigate?.(url);
    return response;
  }

  return {
    errorHandler,
    errorThrower,
    requestInterceptor,
    responseInterceptor,
    /** umi's request runtime config */
    config() {
      return {
        timeout: REQUEST_TIMEOUT_MS,
        errorConfig: { errorThrower, errorHandler },
        requestInterceptors: [requestInterceptor],
        responseInterceptors: [responseInterceptor],
      };
    },
  };
}

export type RequestPolicy = ReturnType<typeof createRequestPolicy>;
