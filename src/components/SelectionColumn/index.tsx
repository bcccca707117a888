/**
 * A list's selection column, named in the user's language and keyboard-safe:
 *
 * - The select-all box is named by the portal's texts (antd names it "Select all" in every language).
 * - rc-table copies each column's header into a hidden measuring row (`aria-hidden`) to size the
 *   columns; the copy of the select-all box there was a second, invisible keyboard stop inside a hidden
 *   row (axe: aria-hidden-focus). The copy is made inert: it can take no focus and no click, while the
 *   header's own box stays as it is.
 *
 *   <ProTable rowSelection={{ ...selectionColumn(intl.formatMessage({ id: 'resource.list.selectAll' })), ... }} />
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/** A header control that is inert where rc-table has copied it into its hidden measuring row. */
function HeaderControl({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el?.parentElement?.closest('[aria-hidden="true"]')) el.setAttribute('inert', '');
  }, []);
  return (
    <span ref={ref} className="portal-header-control">
      {children}
    </span>
  );
}

/** The `rowSelection` options of the selection column's header (`selectAll`: the box's name). */
export function selectionColumn(selectAll: string) {
  return {
    columnTitle: (checkbox: ReactNode) => <HeaderControl>{checkbox}</HeaderControl>,
    getTitleCheckboxProps: () => ({ 'aria-label': selectAll }),
  };
}
