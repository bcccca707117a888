/**
 * The registration offered from the customer's fleet: which aircraft are offered (not the retired),
 * what a chosen one fills (the AOG order's type and MSN, only fields the form edits), and where it is
 * declared (every registration of a record with a customer; the fleet's own cell has none). The MSN
 * the AOG order now carries is checked lightly, by the one MSN rule.
 */
import { checkField, fleetFillValues, formFields, offeredAircraft, type Values } from '@/domain/engine';
import { aogOrder } from '@/domain/desks/orders';
import { returnFactory } from '@/domain/desks/repairShop/returnFactory';
import { customerProfile } from '@/domain/desks/customerProfile';
import { resources } from '@/domain/desks';

const customer: Values = {
  fleet: [
    { registration: 'B-652A', aircraftType: 'A320NEO', msn: '10234', aircraftStatus: 'IN_SERVICE' },
    { registration: 'B-30EF', aircraftType: 'B787-9', msn: '64012', aircraftStatus: 'STORED' },
    { registration: 'B-2447', aircraftType: 'B737-800', msn: '29912', aircraftStatus: 'RETIRED' },
  ],
};
const editsAll = () => true;

it('offers the customer’s aircraft but the retired ones; a customer without a fleet offers none', () => {
  expect(offeredAircraft(customer).map((a) => a.registration)).toEqual(['B-652A', 'B-30EF']);
  expect(offeredAircraft({ fleet: [] })).toEqual([]);
  expect(offeredAircraft(undefined)).toEqual([]);
});

it('a chosen aircraft fills the AOG order’s type and MSN, and only fields the form edits', () => {
  const reg = aogOrder.field('aircraftRegistration')!;
  const [a320] = offeredAircraft(customer);
  expect(fleetFillValues(reg, a320, editsAll)).toEqual({ aircraftType: 'A320NEO', msn: '10234' });
  expect(fleetFillValues(reg, a320, (k) => k !== 'msn')).toEqual({ aircraftType: 'A320NEO' });
  // an aircraft without an MSN leaves the field as it is
  expect(fleetFillValues(reg, { registration: 'B-1', aircraftType: 'A330-300' }, editsAll)).toEqual({ aircraftType: 'A330-300' });
  // a repair offers the fleet but fills nothing
  expect(fleetFillValues(returnFactory.field('aircraftRegistration')!, a320, editsAll)).toEqual({});
  // both filled fields are in the AOG form
  expect(formFields(aogOrder, 'create').map((f) => f.key)).toEqual(expect.arrayContaining(['aircraftType', 'msn']));
});

it('every registration of a record with a customer offers that customer’s fleet; the fleet’s own cell does not', () => {
  for (const def of resources) {
    const reg = def.field('aircraftRegistration');
    if (reg && def.field('customerId')) expect({ desk: def.key, of: reg.fleet?.of }).toEqual({ desk: def.key, of: 'customerId' });
  }
  const cell = customerProfile.field('fleet')!.lines!.fields.find((f) => f.key === 'registration')!;
  expect(cell.fleet).toBeUndefined();
});

it('checks the AOG order’s MSN lightly: optional, letters, digits and dashes, at most 12', () => {
  const msn = aogOrder.field('msn')!;
  const issue = (value: unknown) => checkField(aogOrder, msn, value).issue;
  expect(msn.required).toBeFalsy();
  expect(issue('10234')).toBeUndefined();
  expect(issue('')).toBeUndefined();
  expect(issue('10 234')).toEqual(expect.objectContaining({ message: 'resource.validation.msn' }));
  expect(issue('1234567890123')).toBeDefined();
  // typed in small letters, it is stored in capitals
  expect(checkField(aogOrder, msn, 'ab-12').value).toBe('AB-12');
});
