/**
 * A tracking number is shown as a link to its carrier's tracking page, declared once by `trackingOf` on
 * the field: the four shipping desks declare it, and the detail and list cells render the link from the
 * carrier's dictionary item — plain text without a carrier link or without a number.
 */
import { render } from '@testing-library/react';
import { resources } from '@/domain/desks';
import { aogOrder } from '@/domain/desks/orders';
import { trackingLinked } from '@/engine/trackingLink';

const carriers = {
  dict: () => ({ items: [{ value: 'SF', label: '顺丰', order: 1, enabled: true, link: 'https://t.example.com/q?no={no}' }] }) as any,
};
const field = aogOrder.field('trackingNo')!;
const shown = (record: Record<string, unknown>) =>
  render(<div>{trackingLinked(aogOrder.fields, field, record, String(record.trackingNo ?? ''), carriers)}</div>).container;

it('the shipping desks declare their tracking numbers as the carrier’s', () => {
  const declared = resources.filter((d) => d.field('trackingNo')?.trackingOf === 'carrier').map((d) => d.key);
  expect(declared).toEqual(expect.arrayContaining(['aogOrder', 'procurementOrder', 'substitutionOrder', 'returnFactory']));
});

it('links the number to the carrier’s page; stays text without a carrier link', () => {
  const link = shown({ carrier: 'SF', trackingNo: 'SF123' }).querySelector('a');
  expect(link?.getAttribute('href')).toBe('https://t.example.com/q?no=SF123');
  expect(link?.getAttribute('target')).toBe('_blank');
  expect(shown({ carrier: 'EMS', trackingNo: 'E1' }).querySelector('a')).toBeNull();
  expect(shown({ trackingNo: 'E1' }).querySelector('a')).toBeNull();
});
