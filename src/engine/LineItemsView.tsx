/**
 * A line-items value shown as a table (detail drawer, print view): every row field (in print, those
 * not `notPrinted`), the computed columns and the declared totals under it.
 */
import { Table } from 'antd';
import { computedCells, lineTotals, linesOf, type FieldDef, type ResourceDef, type Values } from '@/domain/engine';
import { LinesTotals } from './LineItemsInput';
import type { ResourceText } from './text';

interface Props {
  def: ResourceDef;
  field: FieldDef;
  text: ResourceText;
  value: unknown;
  /** a plain table without scroll (print) */
  plain?: boolean;
}

export default function LineItemsView({ def, field, text, value, plain }: Props) {
  const rows = Array.isArray(value) ? (value as Values[]) : [];
  const l = linesOf(field);
  const numeric = (type: string) => type === 'integer' || type === 'number' || type === 'money';
  const columns = [
    { key: '#', title: text.t('resource.lines.no'), width: 48, render: (_: unknown, __: unknown, i: number) => i + 1 },
    ...l.fields
      .filter((c) => !plain || !l.notPrinted?.includes(c.key))
      .map((c) => ({
        key: c.key,
        title: text.label(c),
        align: numeric(c.type) ? ('right' as const) : undefined,
        render: (_: unknown, row: Values) => text.text(c, row[c.key]) || text.t('resource.value.empty'),
      })),
    ...(l.computed ?? []).map((c) => ({
      key: c.key,
      title: text.t(c.label ?? `${def.key}.field.${c.key}`),
      align: 'right' as const,
      render: (_: unknown, row: Values) => text.text({ key: c.key, type: c.type }, computedCells(field, row)[c.key]) || text.t('resource.value.empty'),
    })),
  ];
  const totals = lineTotals(field, rows);
  return (
    <Table
      className="resource-lines-view"
      size="small"
      bordered
      rowKey={(_, i) => String(i)}
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
}
