/**
 * What a list row, the detail drawer and the bulk bar offer (src/engine/ActionDialog.tsx): the
 * actions the record's status allows, and of those only the ones whose code the user holds — so an
 * action a user lacks is offered nowhere, and a reader is offered none.
 */
import { actionsFor, bulkActionsFor, hasActions } from '@/engine/ActionDialog';
import type { Can } from '@/engine/useCan';
import { procurementOrder } from '@/domain/desks';
import type { ResourceRecord } from '@/domain/engine';

const order = (status: string, applicantNo = 'manager') =>
  ({ id: `po-${status}`, code: `PO-${status}`, status, applicantNo, version: 1 }) as unknown as ResourceRecord;
/** A user holding exactly these codes. */
const holding =
  (...actions: string[]): Can =>
  (code) =>
    actions.map((a) => procurementOrder.codes.action(a)).includes(code);
const keys = (list: { key: string }[]) => list.map((a) => a.key);

it('offers what the status allows and the user holds, nothing more', () => {
  const submitted = order('SUBMITTED');
  expect(keys(actionsFor(procurementOrder, submitted, holding('quote', 'cancel', 'ship')))).toEqual(['quote', 'cancel']);
  // the same user without the cancel code: cancel is not offered although SUBMITTED allows it
  expect(keys(actionsFor(procurementOrder, submitted, holding('quote', 'ship')))).toEqual(['quote']);
  expect(keys(actionsFor(procurementOrder, order('DELIVERED'), holding('quote', 'cancel', 'close')))).toEqual(['close']);
});

it('offers a reader nothing, on a row or in bulk', () => {
  const reader: Can = () => false;
  for (const status of ['DRAFT', 'SUBMITTED', 'QUOTED', 'DELIVERED']) expect(hasActions(procurementOrder, order(status), reader)).toBe(false);
  expect(bulkActionsFor(procurementOrder, [order('DELIVERED'), order('DELIVERED')], reader)).toEqual([]);
});

it('offers a bulk action only while every selected row allows it, and never one that asks for input', () => {
  const all = holding('submit', 'close', 'cancel', 'quote');
  expect(keys(bulkActionsFor(procurementOrder, [order('DELIVERED'), order('DELIVERED')], all))).toEqual(['close']);
  expect(keys(bulkActionsFor(procurementOrder, [order('DELIVERED'), order('SHIPPED')], all))).toEqual([]);
  // cancel asks for a comment: one record at a time
  expect(keys(bulkActionsFor(procurementOrder, [order('DRAFT'), order('DRAFT')], all))).toEqual(['submit']);
  expect(bulkActionsFor(procurementOrder, [], all)).toEqual([]);
});
