/**
 * Shipping documents (docs/inventory.md "Shipping documents"): the airworthiness certificate a
 * serviceable part ships with, and the flags of a part that is dangerous goods or export-controlled —
 * plain rules shared by the order desks' definitions, the ship dialogs and the mock.
 *
 * - **Which certificate a customer accepts.** The customer master names the certificate a customer
 *   requires (`requiredCertificate`, dictionary certificateType). A CAAC AAC-038 customer accepts the
 *   FAA 8130-3 and the EASA Form 1 besides (CAAC recognises the two authorities' release of a part
 *   made or repaired under them); an FAA 8130-3 or EASA Form 1 customer accepts that form only; a
 *   customer content with a CoC accepts any of the four. A customer without a requirement accepts any.
 * - **Where the certificate comes from.** A part issued from stock ships with its serial's
 *   certificate; the shipment takes the serials of an accepted certificate first, and is refused when
 *   what it would issue carries one the customer does not accept. A part shipped outside stock (no
 *   serialised stock of its P/N, a customer's own repaired unit) needs the certificate typed in the
 *   ship step: its type (accepted, or refused) and number.
 * - **Dangerous goods** ship only once the shipper confirms the DG declaration in the ship step (a
 *   required yes/no of the step, asked when the order's parts are DG: only yes passes).
 */
import type { Issue, Values } from './engine';
import { pickSerials } from './stock';

/** The dictionary of certificate types (选项配置 certificateType) and what each requirement accepts. */
export const CERTIFICATE_DICT = 'certificateType';
export const CERTIFICATE_ACCEPTS: Readonly<Record<string, readonly string[]>> = {
  'AAC-038': ['AAC-038', 'FAA-8130-3', 'EASA-FORM-1'],
  'FAA-8130-3': ['FAA-8130-3'],
  'EASA-FORM-1': ['EASA-FORM-1'],
  COC: ['COC', 'AAC-038', 'FAA-8130-3', 'EASA-FORM-1'],
};
const ANY = CERTIFICATE_ACCEPTS.COC;

/** The certificate types a requirement accepts (any of them without a requirement). */
export const acceptedCertificates = (required: unknown): readonly string[] =>
  typeof required === 'string' && CERTIFICATE_ACCEPTS[required] ? CERTIFICATE_ACCEPTS[required] : ANY;

export const certificateAccepted = (required: unknown, type: unknown): boolean => acceptedCertificates(required).includes(String(type));

/** The certificate number of a serial's or a typed certificate: capitals, digits, dots, slashes and dashes. */
export const CERTIFICATE_NO = /^[A-Z0-9][A-Z0-9./-]{2,39}$/;

/** One serial on a row the order holds, as the order answers it (`stockHeld`). */
export interface HeldSerial extends Values {
  rowId: string;
  /** how many units the order holds on the row */
  held: number;
  serialNumber: string;
  certificateType?: string;
  certificateNo?: string;
  certificateDate?: string;
}

/** The rows an order holds, flattened to one line per serial on them (what `stockHeld` answers). */
export const heldSerials = (rows: Array<{ rowId: string; held: number; serials: Values[] }>): HeldSerial[] =>
  rows.flatMap((r) => r.serials.map((s) => ({ ...s, rowId: r.rowId, held: r.held }) as HeldSerial));

/** The serials a shipment of the order would issue now: per row it holds, as many as it holds there (`pickSerials`). */
export function shipmentSerials(held: readonly HeldSerial[], required: unknown, prefer: readonly string[] = []): HeldSerial[] {
  const byRow = new Map<string, HeldSerial[]>();
  for (const s of held) byRow.set(s.rowId, [...(byRow.get(s.rowId) ?? []), s]);
  return [...byRow.values()].flatMap((serials) => pickSerials(serials, serials[0].held, prefer, (t) => certificateAccepted(required, t)));
}

/** A serial with its certificate, as the papers name it: "38760-14788 FAA-8130-3 FAA-20260412-173". */
export const serialCertificate = (s: Values) => [s.serialNumber, s.certificateType, s.certificateNo].filter(Boolean).join(' ');

/** The refusal of a certificate the customer does not accept, on `field`. */
export const certificateRefused = (field: string, type: unknown, required: unknown, serial?: string): Issue => ({
  field,
  message: serial ? 'shipping.validation.serialCertificate' : 'shipping.validation.certificate',
  params: { type: String(type ?? '—'), required: String(required ?? '—'), accepted: acceptedCertificates(required).join(' / '), ...(serial ? { serial } : {}) },
});

/**
 * The problem of shipping the order with `input`, or null. `record` is the order as the server answers
 * it (its derived `stockHeld`, `shipsOutsideStock` and the required certificate under
 * `requiredKey`); `serialField` names a typed serial (the exchange's replacement) the shipment issues.
 */
export function shipmentProblem(record: Values, input: Values, requiredKey: string, serialField?: string): Issue | null {
  const required = record[requiredKey];
  if (record.shipsOutsideStock === true) {
    return input.releaseCertificate && !certificateAccepted(required, input.releaseCertificate)
      ? certificateRefused('releaseCertificate', input.releaseCertificate, required)
      : null;
  }
  const held = Array.isArray(record.stockHeld) ? (record.stockHeld as HeldSerial[]) : [];
  const typed = serialField && typeof input[serialField] === 'string' ? [String(input[serialField])] : [];
  // a typed serial the order does not hold is the stock step's refusal (inventory.error.serialNotHeld)
  const going = serialField ? held.filter((s) => typed.includes(s.serialNumber)) : shipmentSerials(held, required);
  const bad = going.find((s) => !certificateAccepted(required, s.certificateType));
  return bad ? certificateRefused(serialField ?? 'issuedSerials', bad.certificateType, required, bad.serialNumber) : null;
}

/**
 * What the ship dialog says before its input: the certificate the customer requires and, for a
 * shipment from stock, the serials that go with their certificates — a warning when one is refused.
 */
export function shipmentNotice(record: Values, requiredKey: string, serialField?: string): (Issue & { tone?: 'info' | 'warning' }) | null {
  const required = record[requiredKey];
  const accepted = acceptedCertificates(required).join(' / ');
  const base = { required: String(required ?? '—'), accepted };
  if (record.shipsOutsideStock === true) return { message: 'shipping.notice.typed', params: base, tone: 'info' };
  const held = Array.isArray(record.stockHeld) ? (record.stockHeld as HeldSerial[]) : [];
  if (held.length === 0) return { message: 'shipping.notice.required', params: base, tone: 'info' };
  const going = serialField ? held : shipmentSerials(held, required);
  const refused = going.filter((s) => !certificateAccepted(required, s.certificateType));
  const serials = going.map(serialCertificate).join('；');
  if (serialField) return { message: 'shipping.notice.candidates', params: { ...base, serials }, tone: refused.length === going.length ? 'warning' : 'info' };
  return refused.length
    ? { message: 'shipping.notice.refused', params: { ...base, serials: refused.map(serialCertificate).join('；') }, tone: 'warning' }
    : { message: 'shipping.notice.stock', params: { ...base, serials }, tone: 'info' };
}
