/**
 * The search form of every list (ProTable's `search`). Its 查询 button does not take the table's
 * loading state: the table shows its own spinner, and antd's loading icon measures the button — a
 * forced layout of the whole page, ≈180 ms on the first visit of a list — each time it comes and
 * goes; when it goes while its page is hidden (a tab in the background, a hidden view), its leave
 * motion never ends and the icon stays in the button's accessible name.
 */
export function listSearch<T extends object>(extra?: T) {
  return { labelWidth: 'auto' as const, submitter: { submitButtonProps: { loading: false } }, ...extra };
}
