/**
 * A row's actions on an administration list, each declared once: its label, whether the row offers
 * it, the confirmation it asks, why it is blocked (shown as a tooltip on a disabled action), and what
 * it runs. A refused call is shown by the request policy; the row stays as it was.
 */
import ActionLink from '@/components/ActionLink';
import { useIntl } from '@umijs/max';
import { Popconfirm, Space, Tooltip } from 'antd';
import { translator } from './adminText';

export interface AdminAction<R> {
  key: string;
  /** locale key of the label */
  label: string;
  /** the element permission code it needs (checked by the table) */
  code?: string;
  /** whether this row offers it (default: every row) */
  show?: (row: R) => boolean;
  /** locale key of the confirmation, with its values (the row's name, …) */
  confirm?: (row: R) => [string, Record<string, string | number>?];
  /** locale key of why the row cannot have it now (the action is shown disabled with the reason) */
  blocked?: (row: R) => string | undefined;
  danger?: boolean;
  run: (row: R) => unknown;
  /** locale key of the toast after success (default: saved); false: no toast and no reload */
  done?: string | false;
  /** reload after success without a toast (the action shows its own answer) */
  quiet?: boolean;
}

export function AdminActions<R>(props: { row: R; actions: AdminAction<R>[]; onDone: (toast?: string | false) => void }) {
  const t = translator(useIntl());
  const fire = async (a: AdminAction<R>) => {
    try {
      await a.run(props.row);
      if (a.done !== false) props.onDone(a.quiet ? false : a.done);
    } catch {
      // shown by the request policy; nothing changed
    }
  };
  return (
    <Space size={4} wrap>
      {props.actions
        .filter((a) => !a.show || a.show(props.row))
        .map((a) => {
          const reason = a.blocked?.(props.row);
          if (reason) {
            return (
              <Tooltip key={a.key} title={t(reason)}>
                <ActionLink danger={a.danger} disabled>
                  {t(a.label)}
                </ActionLink>
              </Tooltip>
            );
          }
          if (!a.confirm) {
            return (
              <ActionLink key={a.key} danger={a.danger} onClick={() => fire(a)}>
                {t(a.label)}
              </ActionLink>
            );
          }
          const [title, values] = a.confirm(props.row);
          return (
            <Popconfirm key={a.key} title={t(title, values)} onConfirm={() => fire(a)}>
              <ActionLink danger={a.danger}>{t(a.label)}</ActionLink>
            </Popconfirm>
          );
        })}
    </Space>
  );
}
