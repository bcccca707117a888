/**
 * The editable table of a line-items field in a form: one row per line, a cell input per editable row
 * field, the computed columns and the totals under it. Rows can be added, removed and moved up or down
 * with buttons (each reachable by Tab, named for screen readers); each cell is checked with the
 * domain's `checkField` as soon as it was left once — or all of them when the form was submitted —
 * and shows its own message; a row just added shows none until then (its numbering cell, if the lines
 * have one, already holds the next number). In `patch` mode (a quote) the stored rows are shown read-only and only
 * the patch cells (the unit price of each line) are typed.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Table, Typography } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  checkField,
  computedCells,
  domainContext,
  editableCells,
  lineTotals,
  linesOf,
  partFillValues,
  rowLimits,
  type FieldDef,
  type ResourceDef,
  type Values,
} from '@/domain/engine';
import { FillListPrices, ListPriceHint, useCataloguePrices } from './CataloguePrices';
import { fieldControl } from './FieldControl';
import type { ResourceText } from './text';

interface Props {
  def: ResourceDef;
  field: FieldDef;
  text: ResourceText;
  /** the stored rows (edit; the record's lines in patch mode) */
  current?: unknown;
  value?: Values[];
  onChange?: (rows: Values[]) => void;
  /** a cell was left: the form item checks the rows again (its `validateTrigger`, LINES_CHECKED_ON) */
  onLeave?: () => void;
  id?: string;
}

/**
 * When the form checks a line-items field: on leaving a cell, and on saving — not on every change, or
 * adding a row would flag its still blank cells before the user has typed in them.
 */
export const LINES_CHECKED_ON = 'onLeave';

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

/** The row fields of the record's own line-items field (for the read-only columns of a patch). */
function storedCells(def: ResourceDef, field: FieldDef): FieldDef[] {
  const own = def.field(field.key);
  return own && own !== field ? linesOf(own).fields : [];
}

export default function LineItemsInput({ def, field, text, current, value, onChange, onLeave, id }: Props) {
  const patch = Boolean(linesOf(field).patch);
  const stored = Array.isArray(current) ? (current as Values[]) : [];
  const rows = Array.isArray(value) ? value : [];
  const cells = editableCells(field);
  // a patch shows the stored cells beside its inputs — but a line's price list, which its price hint says
  const priceList = Object.values(linesOf(def.field(field.key) ?? field).priceList ?? {});
  const readCells = patch ? storedCells(def, field).filter((c) => !cells.some((e) => e.key === c.key) && !priceList.includes(c.key)) : [];
  const { min, max } = rowLimits(field);
  const keys = useRef<string[]>([]);
  while (keys.current.length < rows.length) keys.current.push(newKey());
  keys.current.length = rows.length;
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const { status } = Form.Item.useStatus();
  const showAll = status === 'error';
  const ctx = useMemo(() => domainContext(), []);
  // a quote of catalogued lines: each line's list price, to take with one press
  const prices = useCataloguePrices(def, field, cells, stored);

  const set = (next: Values[], nextKeys: string[]) => {
    keys.current = nextKeys;
    onChange?.(next);
  };
  const setCell = (i: number, key: string, v: unknown) =>
    set(
      rows.map((r, j) => (j === i ? { ...r, [key]: v ?? null } : r)),
      keys.current,
    );
  const add = () => {
    const blank: Values = Object.fromEntries(cells.filter((c) => c.initial !== undefined).map((c) => [c.key, c.initial]));
    const { sequence } = linesOf(field);
    if (sequence) blank[sequence] = Math.max(0, ...rows.map((r) => Number(r[sequence])).filter(Number.isFinite)) + 1;
    set([...rows, blank], [...keys.current, newKey()]);
  };
  const remove = (i: number) => {
    set(
      rows.filter((_, j) => j !== i),
      keys.current.filter((_, j) => j !== i),
    );
    // the field's message is checked again once it shows one: the row it named may be the one gone
    if (showAll) onLeave?.();
  };
  const move = (i: number, j: number) => {
    const r = [...rows];
    const k = [...keys.current];
    [r[i], r[j]] = [r[j], r[i]];
    [k[i], k[j]] = [k[j], k[i]];
    set(r, k);
  };

  const cellIssue = (i: number, cell: FieldDef) => {
    const key = `${keys.current[i]}:${cell.key}`;
    if (!showAll && !touched.has(key)) return undefined;
    const { issue } = checkField(def, cell, rows[i]?.[cell.key], { ctx, previous: (stored[i] as Values | undefined)?.[cell.key] });
    return issue ? text.issue(issue) : undefined;
  };
  const touch = (i: number, cell: string) => {
    setTouched((s) => new Set(s).add(`${keys.current[i]}:${cell}`));
    onLeave?.();
  };

  // a patch (a quote) computes and totals as the record's own lines do: the amount of each priced line
  const shape = patch ? (def.field(field.key) ?? field) : field;
  const computed = linesOf(shape).computed ?? [];
  const full = (i: number): Values => ({ ...(stored[i] ?? {}), ...(rows[i] ?? {}) });
  const columns = [
    { key: '#', title: text.t('resource.lines.no'), width: 48, render: (_: unknown, __: unknown, i: number) => i + 1 },
    ...readCells.map((c) => ({
      key: c.key,
      title: text.label(c),
      render: (_: unknown, __: unknown, i: number) => text.text(c, stored[i]?.[c.key]) || text.t('resource.value.empty'),
    })),
    ...cells.map((c) => ({
      key: c.key,
      title: <span className={c.required ? 'resource-lines-required' : undefined}>{text.label(c)}</span>,
      width: c.type === 'condition' ? 320 : c.type === 'text' && (c.maxLength ?? 200) > 40 ? 200 : c.type === 'select' ? 140 : 130,
      render: (_: unknown, __: unknown, i: number) => {
        const message = cellIssue(i, c);
        return (
          <div>
            {/* the cell's own status, not the field's: one bad cell must not paint every input red */}
            <Form.Item noStyle validateStatus={message ? 'error' : ''}>
              {fieldControl(c, text, {
                current: (stored[i] as Values | undefined)?.[c.key],
                size: 'small',
                'aria-label': text.t('resource.lines.cellLabel', { row: i + 1, label: text.label(c) }),
                value: rows[i]?.[c.key] ?? undefined,
                onChange: (v) => setCell(i, c.key, v),
                // a part chosen from the catalogue fills the row's cells its pick names (the name, the unit)
                onPick: (part) =>
                  set(
                    rows.map((r, j) => (j === i ? { ...r, ...partFillValues(c, part, (k) => cells.some((e) => e.key === k)) } : r)),
                    keys.current,
                  ),
                onBlur: () => touch(i, c.key),
              })}
            </Form.Item>
            {message && (
              <Typography.Text type="danger" className="resource-lines-error" role="alert">
                {message}
              </Typography.Text>
            )}
            {prices?.priceKey === c.key && <ListPriceHint part={prices.parts[i]} text={text} />}
          </div>
        );
      },
    })),
    ...computed.map((c) => ({
      key: c.key,
      title: text.t(c.label ?? `${def.key}.field.${c.key}`),
      align: 'right' as const,
      width: 120,
      render: (_: unknown, __: unknown, i: number) =>
        text.text({ key: c.key, type: c.type }, computedCells(shape, full(i))[c.key]) || text.t('resource.value.empty'),
    })),
    ...(patch
      ? []
      : [
          {
            key: 'ops',
            title: text.t('resource.list.operations'),
            width: 110,
            render: (_: unknown, __: unknown, i: number) => <RowButtons t={text.t} i={i} count={rows.length} min={min} move={move} remove={() => remove(i)} />,
          },
        ]),
  ];

  const totals = lineTotals(
    shape,
    rows.map((_, i) => full(i)),
  );
  const totalKeys = Object.keys(totals);
  const tableRows = rows.map((r, i) => ({ ...r, __key: keys.current[i] }));
  return (
    <div id={id} className="resource-lines">
      {prices && <FillListPrices prices={prices} text={text} rows={rows} onFill={(next) => set(next, keys.current)} />}
      <Table
        size="small"
        bordered
        rowKey="__key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={tableRows}
        locale={{ emptyText: text.t('resource.lines.empty') }}
        summary={() =>
          totalKeys.length && rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length}>
                <LinesTotals field={shape} def={def} text={text} totals={totals} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {!patch && <AddRow t={text.t} count={rows.length} min={min} max={max} add={add} />}
    </div>
  );
}

type T = (id: string, values?: Record<string, number>) => string;

/** 上移 / 下移 / 删除 of row `i` (of `count`, at least `min`), each named for screen readers — also the rows of an admin form. */
export function RowButtons({
  t,
  i,
  count,
  min = 0,
  move,
  remove,
}: {
  t: T;
  i: number;
  count: number;
  min?: number;
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  const button = (key: string, icon: ReactNode, disabled: boolean, run: () => void) => (
    <Button
      type="text"
      size="small"
      danger={key === 'remove'}
      icon={icon}
      disabled={disabled}
      aria-label={t(`resource.lines.${key}`, { row: i + 1 })}
      onClick={run}
    />
  );
  return (
    <Space size={0}>
      {button('up', <ArrowUpOutlined />, i === 0, () => move(i, i - 1))}
      {button('down', <ArrowDownOutlined />, i === count - 1, () => move(i, i + 1))}
      {button('remove', <DeleteOutlined />, count <= min, remove)}
    </Space>
  );
}

/** 添加一行 (off at the most rows) and how many there are of how many allowed. */
export function AddRow({ t, count, min, max, add }: { t: T; count: number; min: number; max: number; add: () => void }) {
  return (
    <Space style={{ marginTop: 8 }}>
      <Button icon={<PlusOutlined />} onClick={add} disabled={count >= max}>
        {t('resource.lines.add')}
      </Button>
      <Typography.Text type="secondary">{t('resource.lines.limits', { min, max, count })}</Typography.Text>
    </Space>
  );
}

/** "合计：数量 6 · 金额 12,345.00" — the declared totals of the rows (a missing one reads "-"). */
export function LinesTotals({ def, field, text, totals }: { def: ResourceDef; field: FieldDef; text: ResourceText; totals: Record<string, number | null> }) {
  const l = linesOf(field);
  const parts = Object.entries(totals).map(([key, v]) => {
    const cell = l.fields.find((f) => f.key === key) ?? {
      key,
      type: l.computed?.find((c) => c.key === key)?.type ?? 'number',
      label: l.computed?.find((c) => c.key === key)?.label,
    };
    const label = text.t(cell.label ?? `${def.key}.field.${key}`);
    return `${label} ${v === null ? text.t('resource.value.empty') : text.text(cell as FieldDef, v)}`;
  });
  return (
    <Typography.Text strong className="resource-lines-totals">
      {text.t('resource.lines.totals', { totals: parts.join(' · ') })}
    </Typography.Text>
  );
}
