/**
 * A line-items field in a form (src/engine/LineItemsInput.tsx, FieldItem): a row just added shows no
 * message until one of its cells is left or the form is saved — then every cell says what it lacks — and
 * where the lines are numbered (选项配置's items: 排序) the new row already holds the next number.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { selectType } from '@/domain/desks/dictionaries';
import type { FieldDef } from '@/domain/engine';
import { FieldItem } from '@/engine/FieldInput';
import type { ResourceText } from '@/engine/text';

// the words only: keys and the fields' own keys, so the test reads what the form was given
const text = {
  t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${Object.values(values).join(' ')}` : key),
  label: (f: FieldDef) => f.key,
  issue: (i: { message?: string; key?: string }) => `problem: ${i.message ?? i.key ?? ''}`,
  text: (_f: FieldDef, v: unknown) => String(v ?? ''),
  dict: () => ({ options: [], label: (v: string) => v }),
  enumLabel: (_f: FieldDef, v: string) => v,
} as unknown as ResourceText;

const items = selectType.field('items')!;
let form: ReturnType<typeof Form.useForm>[0];

function Harness({ initial }: { initial: unknown[] }) {
  [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ items: initial }}>
      <FieldItem def={selectType} field={items} text={text} />
    </Form>
  );
}

const cell = (row: number, key: string) => screen.getByLabelText(`resource.lines.cellLabel ${row} ${key}`) as HTMLInputElement;

it('adds a row with the next number and no messages; a cell left blank says so; saving shows every blank cell', async () => {
  render(<Harness initial={[{ value: 'A', label: '甲', order: 3, enabled: true }]} />);
  fireEvent.click(screen.getByRole('button', { name: /resource.lines.add/ }));
  expect(cell(2, 'order').value).toBe('4');
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(screen.queryAllByRole('alert')).toHaveLength(0);

  // leaving the value cell blank flags that cell only
  fireEvent.focus(cell(2, 'value'));
  fireEvent.blur(cell(2, 'value'));
  expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
  const afterLeave = screen.getAllByRole('alert').length;

  // saving checks the whole field: the row's label is flagged too
  await act(async () => {
    await form.validateFields().catch(() => undefined);
  });
  expect(screen.getAllByRole('alert').length).toBeGreaterThan(afterLeave);
});

it('numbers the first row of an empty list 1', () => {
  render(<Harness initial={[]} />);
  fireEvent.click(screen.getByRole('button', { name: /resource.lines.add/ }));
  expect(cell(1, 'order').value).toBe('1');
});
