/**
 * The agreement a record's terms come from (domain.md §4 "Agreements"): of the customer's agreements of
 * a kind, the one in force on a day that covers the part — by its P/N, or else by its ATA chapter. The
 * first such agreement in the customer's list wins (the master keeps them in the order staff entered).
 */
import type { Values } from '../engine';

export type AgreementKind = 'EXCHANGE' | 'POOL' | 'LEASE' | 'REPAIR' | 'TRAINING';

export interface AgreementQuery {
  kind: AgreementKind;
  /** the business day (YYYY-MM-DD) the terms are taken on */
  day: string;
  partNumber?: unknown;
  ataChapter?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '');

/** Does the agreement cover the part: its P/N is listed, or (no P/N listed matches) its ATA chapter is. */
export function covers(agreement: Values, partNumber: unknown, ataChapter: unknown): boolean {
  const pn = text(partNumber);
  const listed = text(agreement.coveredPartNumbers)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (pn && listed.includes(pn)) return true;
  const chapters = Array.isArray(agreement.coveredAta) ? agreement.coveredAta.map(String) : [];
  return typeof ataChapter === 'string' && ataChapter !== '' && chapters.includes(ataChapter);
}

/** In force on `day`: valid from its first day to its last, both included. */
export const inForce = (agreement: Values, day: string): boolean =>
  typeof agreement.validFrom === 'string' && typeof agreement.validTo === 'string' && agreement.validFrom <= day && day <= agreement.validTo;

/** The customer's agreement the terms come from, or undefined (the portal's defaults apply). */
export function agreementFor(customer: Values | undefined, q: AgreementQuery): Values | undefined {
  const list = Array.isArray(customer?.agreements) ? (customer.agreements as Values[]) : [];
  return list.find((a) => a.agreementKind === q.kind && inForce(a, q.day) && covers(a, q.partNumber, q.ataChapter));
}
