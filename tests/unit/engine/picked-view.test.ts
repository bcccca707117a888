/**
 * A record's customer name links to the customer's page — declared once (the anatomy's customerName is
 * the label of the customerId pick, and the master has a record page) — for users who may open it.
 */
import { pickedViewOf } from '@/engine/pickedView';
import { aogOrder } from '@/domain/desks/orders';
import { customerProfile } from '@/domain/desks/customerProfile';
import { resources } from '@/domain/desks';
import { recordViewHref } from '@/domain/menu';

const holds = (codes: string[]) => (code: string) => codes.includes(code);

it("links every desk's customer name to the customer's page for a holder of the master's page", () => {
  const withCustomer = resources.filter((d) => d.field('customerName'));
  expect(withCustomer.map((d) => d.key)).toEqual(expect.arrayContaining(['aogOrder', 'userComplaints', 'returnFactory', 'trainingOrder']));
  for (const def of withCustomer)
    expect({ desk: def.key, view: pickedViewOf(def, def.field('customerName')!, holds(['customerProfile'])) }).toEqual({
      desk: def.key,
      view: { idKey: 'customerId', resource: 'customerProfile' },
    });
  expect(recordViewHref('customerProfile', 'C-CCA')).toBe('/customerProfile/C-CCA');
});

it('is plain text for a user without the page, and for fields that name nothing with a page', () => {
  expect(pickedViewOf(aogOrder, aogOrder.field('customerName')!, holds(['aogOrder']))).toBeUndefined();
  expect(pickedViewOf(aogOrder, aogOrder.field('partName')!, holds(['customerProfile']))).toBeUndefined();
  expect(pickedViewOf(customerProfile, customerProfile.field('name')!, holds(['customerProfile']))).toBeUndefined();
});
