/**
 * Actions on an administration record, each declared once: its label, the permission code it needs,
 * whether the record offers it, the confirmation it asks, why it is blocked (shown as a tooltip on a
 * disabled action), and what it runs. A list row shows them as links; a card's toolbar as small
 * buttons (`buttons`). A
 * refused call is shown by the request policy; the record stays as it was.
 */
import type { PortalAccess } from '@/access';
import ActionLink from '@/components/ActionLink';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useFeedback } from '@/engine/feedback';
import type { RuleError } from '@/domain/admin/rules';
import { translator } from './adminText';

/** a locale key with its values */
export type Text = [string, Record<string, string | number>?];

export interface AdminAction<R> {
  key: string;
  /** locale key of the label */
  label: string;
  /** the element permission code it needs (no code: everyone who sees the page) */
  code?: string;
  /** whether this record offers it (default: every record) */
  show?: (row: R) => boolean;
  /** locale key of the confirmation, with its values (the row's name, …) */
  confirm?: (row: R) => Text;
  /** locale key (or key and values, or a domain rule's error) of why the record cannot have it now: shown disabled with the reason */
  blocked?: (row: R) => string | Text | RuleError | false | null | undefined;
  danger?: boolean;
  /** toolbar buttons only: its icon */
  icon?: ReactNode;
  run: (row: R) => unknown;
  /** locale key of the toast after success (default: saved); false: no toast and no reload */
  done?: string | false;
  /** reload after success without a toast (the action shows its own answer) */
  quiet?: boolean;
}

/** The toast after a change, in the user's language (default 已保存; a key with its values). */
export function useSaved() {
  const t = translator(useIntl());
  const message = useFeedback();
  return (toast: string | Text = 'admin.common.saved') => message.success(typeof toast === 'string' ? t(toast) : t(...toast));
}

/** The record's actions; after a successful one: its toast, then `onDone` (the page reloads). */
export function AdminActions<R>(props: { row: R; actions: AdminAction<R>[]; onDone: () => unknown; buttons?: boolean }) {
  const t = translator(useIntl());
  const saved = useSaved();
  const access = useAccess() as PortalAccess;
  const fire = async (a: AdminAction<R>) => {
    try {
      await a.run(props.row);
      if (a.done === false) return;
      if (!a.quiet) saved(a.done);
      props.onDone();
    } catch {
      // shown by the request policy; nothing changed
    }
  };
  const control = (a: AdminAction<R>, { key, ...extra }: { key?: string; disabled?: boolean; onClick?: () => void }) =>
    props.buttons ? (
      <Button key={key} size="small" danger={a.danger} icon={a.icon} {...extra}>
        {t(a.label)}
      </Button>
    ) : (
      <ActionLink key={key} danger={a.danger} {...extra}>
        {t(a.label)}
      </ActionLink>
    );
  return (
    // a click on an action (or its confirmation) is not a click on the row that holds it
    <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
      {props.actions
        .filter((a) => (!a.code || access.hasElement(a.code)) && (!a.show || a.show(props.row)))
        .map((a) => {
          const reason = a.blocked?.(props.row);
          if (reason) {
            const [key, values] = typeof reason === 'string' ? [reason] : Array.isArray(reason) ? reason : [reason.key, reason.params];
            return (
              <Tooltip key={a.key} title={t(key, values)}>
                {control(a, { disabled: true })}
              </Tooltip>
            );
          }
          if (!a.confirm) return control(a, { key: a.key, onClick: () => fire(a) });
          const [title, values] = a.confirm(props.row);
          return (
            <Popconfirm key={a.key} title={t(title, values)} onConfirm={() => fire(a)}>
              {control(a, {})}
            </Popconfirm>
          );
        })}
    </Space>
  );
}
