/**
 * A line-items value shown as a table (detail drawer, print view): the row fields some row fills (in
 * print, those not `notPrinted`), in the rows' `sequence` order, the computed columns and the declared
 * totals under it. Given `onSave`, the declared `toggles` are switches: a flip saves the rows with that
 * one cell changed (a refusal, which the request policy shows, leaves the switch as stored).
 */
import { Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { computedCells, isEmpty, lineTotals, linesOf, type FieldDef, type ResourceDef, type Values } from '@/domain/engine';
import { LinesTotals } from './LineItemsInput';
import type { ResourceText } from './text';

interface Props {
  def: ResourceDef;
  field: FieldDef;
  text: ResourceText;
  value: unknown;
  /** a plain table without scroll (print) */
  plain?: boolean;
  /** saves the rows after a switch of `toggles` was flipped (whoever may edit the record) */
  onSave?: (rows: Values[]) => Promise<unknown>;
}

export default function LineItemsView({ def, field, text, value, plain, onSave }: Props) {
  const stored = Array.isArray(value) ? (value as Values[]) : [];
  const l = linesOf(field);
  const [busy, setBusy] = useState<Values>();
  const order = l.sequence;
  const rows = order ? [...stored].sort((a, b) => Number(a[order]) - Number(b[order])) : stored;
  const numeric = (type: string) => type === 'integer' || type === 'number' || type === 'money';
  const toggle = async (row: Values, key: string, on: boolean) => {
    setBusy(row);
    try {
      await onSave?.(stored.map((r) => (r === row ? { ...r, [key]: on } : r)));
    } catch {
      // the request policy has said why; the switch stays as stored
    } finally {
      setBusy(undefined);
    }
  };
  const named = (row: Values) => (l.summary ?? []).map((k) => String(row[k] ?? '')).join(' ');
  const cell = (c: FieldDef) =>
    onSave && l.toggles?.includes(c.key)
      ? (_: unknown, row: Values) => (
          <Switch
            size="small"
            checked={row[c.key] !== false}
            loading={busy === row}
            disabled={busy !== undefined}
            aria-label={text.t('resource.lines.toggle', { label: text.label(c), row: named(row) })}
            onChange={(on) => toggle(row, c.key, on)}
          />
        )
      : (_: unknown, row: Values) => text.text(c, row[c.key]) || text.t('resource.value.empty');
  const columns = [
    { key: '#', title: text.t('resource.lines.no'), width: 48, render: (_: unknown, __: unknown, i: number) => i + 1 },
    ...l.fields
      .filter((c) => (!plain || !l.notPrinted?.includes(c.key)) && (!rows.length || rows.some((r) => !isEmpty(r[c.key]))))
      .map((c) => ({
        key: c.key,
        title: text.label(c),
        align: numeric(c.type) ? ('right' as const) : undefined,
        render: cell(c),
      })),
    ...(l.computed ?? []).map((c) => ({
      key: c.key,
      title: text.t(c.label ?? `${def.key}.field.${c.key}`),
      align: 'right' as const,
      render: (_: unknown, row: Values) => text.text({ key: c.key, type: c.type }, computedCells(field, row)[c.key]) || text.t('resource.value.empty'),
    })),
  ];
  const totals = lineTotals(field, rows);
  const table = (
    <Table
      className="resource-lines-view"
      size="small"
      bordered
      rowKey={(row) => String(rows.indexOf(row))}
      pagination={false}
      scroll={plain ? undefined : { x: 'max-content' }}
      columns={columns}
      dataSource={rows}
      locale={{ emptyText: text.t('resource.lines.empty') }}
      summary={() =>
        Object.keys(totals).length && rows.length ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={columns.length}>
              <LinesTotals def={def} field={field} text={text} totals={totals} />
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
  return onSave && l.toggles?.length ? (
    <>
      {table}
      <Typography.Text type="secondary">{text.t('resource.lines.toggleHint')}</Typography.Text>
    </>
  ) : (
    table
  );
}
