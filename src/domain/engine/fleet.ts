/**
 * A customer's fleet offered where a record names an aircraft (`FieldDef.fleet`, declared by
 * `registrationField`): the aircraft of the customer the form picked, by registration, and what a
 * chosen one fills — the AOG order's aircraft type and MSN. The fleet advises; the server checks the
 * registration only against its rule (a repair shop brings in aircraft of no fleet of ours).
 */
import type { FieldDef, FleetFill, Values } from './types';

/** An aircraft of a customer's fleet as the master holds it (src/domain/desks/customerProfile.ts). */
export interface FleetAircraft {
  registration: string;
  aircraftType?: string;
  msn?: string;
  aircraftStatus?: string;
}

/** The aircraft a form offers: the customer's fleet but the retired ones, in the master's order. */
export function offeredAircraft(customer: Values | undefined): FleetAircraft[] {
  const fleet = Array.isArray(customer?.fleet) ? (customer.fleet as Values[]) : [];
  return fleet
    .filter((a) => typeof a.registration === 'string' && a.registration && a.aircraftStatus !== 'RETIRED')
    .map((a) => ({
      registration: String(a.registration),
      aircraftType: typeof a.aircraftType === 'string' ? a.aircraftType : undefined,
      msn: typeof a.msn === 'string' ? a.msn : undefined,
      aircraftStatus: typeof a.aircraftStatus === 'string' ? a.aircraftStatus : undefined,
    }));
}

/**
 * The values a chosen aircraft puts into the form: the fields its pick's `fill` names that the form
 * edits (`editable`), each with the aircraft's value when it has one. The registration is the field's own.
 */
export function fleetFillValues(field: FieldDef, aircraft: FleetAircraft, editable: (key: string) => boolean): Values {
  const fill: FleetFill = field.fleet?.fill ?? {};
  const out: Values = {};
  for (const [what, key] of Object.entries(fill) as Array<[keyof FleetFill, string | undefined]>) {
    const value = aircraft[what];
    if (key && editable(key) && value) out[key] = value;
  }
  return out;
}
