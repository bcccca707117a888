/**
 * A line-items value in a record's detail (src/engine/LineItemsView.tsx): the rows in their `sequence`
 * order, no column that no row fills, and — for whoever may edit the record — the declared `toggles` as
 * switches whose flip saves the rows with that one cell changed; a refused save leaves the switch as stored.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { selectType } from '@/domain/desks/dictionaries';
import type { FieldDef, Values } from '@/domain/engine';
import LineItemsView from '@/engine/LineItemsView';
import type { ResourceText } from '@/engine/text';

const text = {
  t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${Object.values(values).join(' ')}` : key),
  label: (f: FieldDef) => f.key,
  text: (_f: FieldDef, v: unknown) => String(v ?? ''),
} as unknown as ResourceText;

const items = selectType.field('items')!;
const rows: Values[] = [
  { value: 'B', label: '乙', order: 2, enabled: true },
  { value: 'A', label: '甲', order: 1, enabled: false },
];

it('orders the rows by their sequence and leaves out a column no row fills', () => {
  render(<LineItemsView def={selectType} field={items} text={text} value={rows} />);
  const cells = screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
  expect(cells[0]).toContain('甲');
  expect(cells[1]).toContain('乙');
  expect(screen.queryByRole('columnheader', { name: 'link' })).toBeNull();
  expect(screen.getByRole('columnheader', { name: 'label' })).toBeTruthy();
  // without a save, no switch: read only
  expect(screen.queryAllByRole('switch')).toHaveLength(0);
});

it('saves the rows with the flipped cell, and a refused save leaves the switch as stored', async () => {
  const saved: Values[][] = [];
  let refuse = false;
  const onSave = async (next: Values[]) => {
    if (refuse) throw new Error('refused');
    saved.push(next);
  };
  render(<LineItemsView def={selectType} field={items} text={text} value={rows} onSave={onSave} />);
  const a = screen.getByRole('switch', { name: 'resource.lines.toggle enabled A 甲' });
  expect(a.getAttribute('aria-checked')).toBe('false');
  await act(async () => {
    fireEvent.click(a);
  });
  expect(saved).toHaveLength(1);
  expect(saved[0]).toEqual([rows[0], { ...rows[1], enabled: true }]);

  refuse = true;
  const b = screen.getByRole('switch', { name: 'resource.lines.toggle enabled B 乙' });
  await act(async () => {
    fireEvent.click(b);
  });
  expect(saved).toHaveLength(1);
  expect(b.getAttribute('aria-checked')).toBe('true');
  expect(screen.getByText('resource.lines.toggleHint')).toBeTruthy();
});
