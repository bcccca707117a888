/**
 * A list's selection column, named in the user's language and keyboard-safe:
 *
 * - The select-all box is named by the portal's texts (antd names it "Select all" in every language),
 *   and so is each row's box, by the record it selects ("选择 AOG-2026-0012"; antd: "Select row 3").
 * - rc-table copies each column's header into a hidden measuring row (`aria-hidden`) to size the
 *   columns; the copy of the select-all box there was a second, invisible keyboard stop inside a hidden
 *   row (axe: aria-hidden-focus). The copy is made inert: it can take no focus and no click, while the
 *   header's own box stays as it is.
 *
 *   <ProTable rowSelection={{ ...selectionColumn(t('resource.list.selectAll'), (r) => t('resource.list.selectRow', { name: r.code })), ... }} />
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

/**
 * The `rowSelection` options of the selection column: `selectAll` names the header's box, `selectRow`
 * a row's box; `rowProps` are a row's further box options (disabled).
 */
export function selectionColumn<R>(selectAll: string, selectRow: (record: R) => string, rowProps?: (record: R) => { disabled?: boolean }) {
  return {
    columnTitle: (checkbox: ReactNode) => <HeaderControl>{checkbox}</HeaderControl>,
    getTitleCheckboxProps: () => ({ 'aria-label': selectAll }),
    getCheckboxProps: (record: R) => ({ ...rowProps?.(record), 'aria-label': selectRow(record) }),
  };
}
