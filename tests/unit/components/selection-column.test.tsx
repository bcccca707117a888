/**
 * The selection column's boxes: the select-all box and each row's named by the portal's texts (a row's
 * by its record), the select-all box's copy in rc-table's hidden measuring row inert
 * (src/components/SelectionColumn) — the header's own box stays usable.
 */
import { fireEvent, render } from '@testing-library/react';
import { Table } from 'antd';
import { selectionColumn } from '@/components/SelectionColumn';

// jsdom has no pseudo-element styles (rc-table asks for the scrollbar's): the element's own instead
const computed = window.getComputedStyle.bind(window);
beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((el: Element) => computed(el)));

const rows = [
  { id: 1, code: 'AOG-1' },
  { id: 2, code: 'AOG-2' },
];

function renderTable(onChange = jest.fn(), rowProps?: (r: (typeof rows)[number]) => { disabled?: boolean }) {
  const view = render(
    <Table
      rowKey="id"
      dataSource={rows}
      columns={[{ title: '编号', dataIndex: 'code', key: 'code' }]}
      scroll={{ x: 600 }}
      rowSelection={{ ...selectionColumn<(typeof rows)[number]>('选择本页全部记录', (r) => `选择 ${r.code}`, rowProps), onChange }}
    />,
  );
  return { view, onChange };
}

it('names the select-all box in the portal language', () => {
  const { view } = renderTable();
  const header = view.container.querySelector('thead')!;
  expect(header.querySelector('input[type="checkbox"]')!.getAttribute('aria-label')).toBe('选择本页全部记录');
});

it('makes the measuring row copy inert and leaves the header box usable', () => {
  const { view, onChange } = renderTable();
  const measure = view.container.querySelector('.ant-table-measure-row');
  expect(measure).not.toBeNull();
  const copies = measure!.querySelectorAll('.portal-header-control');
  expect(copies.length).toBe(1);
  expect(copies[0].hasAttribute('inert')).toBe(true);
  const own = view.container.querySelector('thead .portal-header-control')!;
  expect(own.hasAttribute('inert')).toBe(false);
  fireEvent.click(own.querySelector('input')!);
  expect(onChange).toHaveBeenCalledWith([1, 2], expect.anything(), expect.anything());
});

it("names each row's box by its record, and keeps the row's further options", () => {
  const { view } = renderTable(jest.fn(), (r) => ({ disabled: r.id === 2 }));
  const boxes = [...view.container.querySelectorAll<HTMLInputElement>('tbody tr.ant-table-row input[type="checkbox"]')];
  expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(['选择 AOG-1', '选择 AOG-2']);
  expect(boxes.map((b) => b.disabled)).toEqual([false, true]);
});
