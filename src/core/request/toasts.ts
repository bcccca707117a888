/**
 * The portal's one toast stack — antd's static `message`, which the request policy's errors and the
 * pages' success feedback share (src/engine/feedback.ts). The shell fetches it as the portal starts
 * instead of carrying it in the entry: the first paint shows no toast, and the stack (with the
 * notification machinery under it) is ≈ 9 KiB gzip. Pages that import `message` get the same module,
 * so there is still one stack.
 *
 * A toast asked for before the module is in waits for it; if it cannot be fetched (the portal's own
 * server unreachable) the toast is dropped — the call's failure is still in the failure list
 * (./failures) and on the page — and the next toast tries again.
 */
import { TOAST_DURATION_S, TOAST_TOP_PX } from '@/constants';

type Message = typeof import('antd').message;
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';

let pending: Promise<Message> | undefined;

/** antd's message, configured: 3 s, 8 px from the top (spec §9), at most five at once. */
export function loadToasts(): Promise<Message> {
  pending ??= import(/* webpackChunkName: "toasts" */ 'antd').then(
    ({ message }) => {
      message.config({ duration: TOAST_DURATION_S, top: TOAST_TOP_PX, maxCount: 5 });
      return message;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Shows a toast once the stack is in; `key` makes the same toast asked for twice show once. */
export function toast(type: ToastType, content: string, key?: string): Promise<void> {
  return loadToasts().then(
    (message) => {
      message.open({ type, content, key });
    },
    (error: unknown) => console.warn('toast not shown:', content, error),
  );
}
