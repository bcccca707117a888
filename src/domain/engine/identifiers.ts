/**
 * The identifiers every desk types besides the P/N (./partNumber.ts): a unit's serial number (S/N) and
 * an aircraft registration. Each is one rule and one message for every desk; a field is declared with
 * `serialNumberField(key, extra)` / `registrationField(extra)`, `extra` adding what the place needs
 * (required, table, search, form…).
 */
import { REGISTRATION, REGISTRATION_MAX } from '../registration';
import type { FieldDef } from './types';

/** S/N: letters, digits, dashes and slashes, 2–30 long, in capitals. */
export const SERIAL_NUMBER = /^[A-Z0-9][A-Z0-9/-]{1,29}$/;
export const SERIAL_NUMBER_MAX = 30;
/** The one message of a malformed S/N. */
export const SERIAL_NUMBER_MESSAGE = 'resource.validation.serialNumber';
/** The one message of a malformed registration. */
export const REGISTRATION_MESSAGE = 'resource.validation.registration';

/** An S/N field (typed in capitals, checked by SERIAL_NUMBER). */
export const serialNumberField = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  key,
  type: 'text',
  pattern: SERIAL_NUMBER,
  upperCase: true,
  patternMessage: SERIAL_NUMBER_MESSAGE,
  maxLength: SERIAL_NUMBER_MAX,
  ...extra,
});

/**
 * The aircraft registration field (`aircraftRegistration`, typed in capitals, checked by REGISTRATION).
 * On a business record it offers the fleet of the customer picked in `customerId` (`fleet`, ./fleet.ts);
 * `fleet: { of, fill }` to fill the aircraft's type and MSN too, `fleet: undefined` where no customer is picked.
 */
export const registrationField = (extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'aircraftRegistration',
  type: 'text',
  pattern: REGISTRATION,
  upperCase: true,
  patternMessage: REGISTRATION_MESSAGE,
  maxLength: REGISTRATION_MAX,
  fleet: { of: 'customerId' },
  ...extra,
});

/** MSN, the manufacturer's serial number of an aircraft: letters, digits and dashes, 1–12 long, in capitals. */
export const MSN = /^[A-Z0-9-]{1,12}$/;
export const MSN_MESSAGE = 'resource.validation.msn';

/** An MSN field (`msn`, typed in capitals, checked by MSN). */
export const msnField = (extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'msn',
  type: 'text',
  maxLength: 12,
  pattern: MSN,
  upperCase: true,
  patternMessage: MSN_MESSAGE,
  ...extra,
});
