/**
 * The request policy wired to the real world: antd toasts, the locale, the auth module and umi's
 * history. `app.tsx` exports `requestConfig` as umi's `request` runtime config.
 *
 * Other modules use `http`/`call` (./http) for calls and the hooks of ./hooks for data in components.
 */
import { SESSION_END_REDIRECT_DELAY_MS, getToken, logout, phoneLoginRedirect, setPasswordChangeDue } from '@/core/auth';
import { PASSWORD_CHANGE_REQUIRED, type PasswordChangeReason } from '@/domain/admin/passwordGate';
import { TOAST_DURATION_S } from '@/constants';
import { getIntl, history } from '@umijs/max';
import { createRequestPolicy } from '@/services/transport/policy';
import { loadToasts, toast } from './toasts';

export { BizError, isBizError, createRequestPolicy, catalogueRow, CATALOGUE_ROWS, type CatalogueRow } from '@/services/transport/policy';
export { recentFailures, clearFailures, subscribeFailures, type FailedCall } from '@/services/transport/failures';
export * from '@/services/transport/http';
export * from './hooks';
export { loadToasts, toast, type ToastType } from './toasts';

/** The toast stack is fetched as the portal starts (./toasts), so that the first error waits for nothing. */
export function configureToasts() {
  void loadToasts().catch(() => undefined);
}

/**
 * A business error the server asks to show as a notification (showType 4, rare): antd's notification
 * is fetched when the first one comes, not carried by the entry bundle; if it cannot be, a toast says it.
 */
function notify(title: string, description: string) {
  import(/* webpackChunkName: "notification" */ 'antd/es/notification').then(
    ({ default: notification }) => {
      notification.config({ duration: TOAST_DURATION_S * 2 });
      notification.warning({ title, description });
    },
    () => toast('warning', `${title}: ${description}`),
  );
}

function goTo(url: string) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) history.push(`${target.pathname}${target.search}${target.hash}`);
  else window.location.assign(target.href);
}

export const requestPolicy = createRequestPolicy({
  t: (id, values) => getIntl().formatMessage({ id }, values),
  hasText: (id) => id in (getIntl().messages ?? {}),
  // keyed by the text: the same error from several calls at once shows once
  toast: (type, text) => toast(type, text, `${type}:${text}`),
  notify,
  endSession: (toastShown) => {
    void logout({ returnTo: window.location.href, delayMs: SESSION_END_REDIRECT_DELAY_MS, after: toastShown });
  },
  redirect: (url, error) => {
    // the password must be changed first: the session is confined to 修改密码 from now on
    if (error.errorCode === PASSWORD_CHANGE_REQUIRED) {
      setPasswordChangeDue((error.data as { reason?: PasswordChangeReason } | undefined)?.reason ?? 'MUST_CHANGE');
    }
    goTo(url);
  },
  getToken,
  loginRedirectOf: phoneLoginRedirect,
  navigate: (url) => window.location.assign(url),
});

export const requestConfig = requestPolicy.config();
