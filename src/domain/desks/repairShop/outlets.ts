/**
 * Repair outlets (维修网点) and their personnel (人员维护), domain.md §4: who may repair what, and until
 * when. An outlet's approval certificate and a person's licences expire; within
 * EXPIRY_WARNING_DAYS they stand out (warning), past the date they are expired (error) — and a work
 * order cannot be dispatched to either (workOrder.ts `dispatchProblem`).
 */
import { addDays, businessDate, defineResource, expiryReason } from '../../engine';
import type { DomainContext, FieldDef, Tone, Values } from '../../engine';
import { PHONE } from '../orders';

/** Days before an expiry at which a certificate or licence starts to stand out. */
export const EXPIRY_WARNING_DAYS = 90;

export const EXPIRY_STATES = ['VALID', 'EXPIRING', 'EXPIRED'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

const today = (ctx: DomainContext) => businessDate(ctx.now);

/** The state of something valid until `expiry` (inclusive) on `day`; null without a date. */
export function expiryState(expiry: unknown, day: string): ExpiryState | null {
  if (typeof expiry !== 'string' || !expiry) return null;
  if (expiry < day) return 'EXPIRED';
  return expiry <= addDays(day, EXPIRY_WARNING_DAYS) ? 'EXPIRING' : 'VALID';
}

const STATE_TONE: Record<ExpiryState, Tone | undefined> = { VALID: undefined, EXPIRING: 'warning', EXPIRED: 'error' };
const worst = (states: Array<ExpiryState | null>): ExpiryState | null =>
  states.includes('EXPIRED') ? 'EXPIRED' : states.includes('EXPIRING') ? 'EXPIRING' : states.includes('VALID') ? 'VALID' : null;

/** The expiry filter / column of both lists (a derived select: the list filters and sorts by it). */
const stateField = (key: string, derive: (r: Values, ctx: DomainContext) => ExpiryState | null): FieldDef => ({
  key,
  type: 'select',
  enum: EXPIRY_STATES,
  table: { width: 110 },
  search: true,
  detail: true,
  derive,
});

const ataChapters = (extra: Partial<FieldDef> = {}): FieldDef => ({ key: 'ataChapters', type: 'multiSelect', dict: 'ataChapter', required: true, ...extra });

/** An outlet or a person that works (ACTIVE), or is suspended; a person may also have left. */
const activeLifecycle = (withLeft: boolean) => ({
  initial: 'ACTIVE',
  editableIn: ['ACTIVE', 'SUSPENDED'],
  statuses: [
    { key: 'ACTIVE', tone: 'success' as const },
    { key: 'SUSPENDED', tone: 'warning' as const },
    ...(withLeft ? [{ key: 'LEFT', tone: 'default' as const, final: true }] : []),
  ],
  actions: [
    { key: 'suspend', from: ['ACTIVE'], to: 'SUSPENDED', danger: true, comment: 'required' as const },
    { key: 'reinstate', from: ['SUSPENDED'], to: 'ACTIVE', confirm: true, comment: 'optional' as const, bulk: true },
    ...(withLeft ? [{ key: 'leave', from: ['ACTIVE', 'SUSPENDED'], to: 'LEFT', danger: true, comment: 'required' as const }] : []),
  ],
});

// ---------------------------------------------------------------- outlets

export const certificateState = (r: Values, ctx: DomainContext) => expiryState(r.certificateExpiry, today(ctx));

export const maintenancePoint = defineResource({
  key: 'maintenancePoint',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'MRO',
  customer: false,
  fields: [
    { key: 'outletName', type: 'text', required: true, maxLength: 60, table: { width: 220, ellipsis: true }, search: true, form: true },
    { key: 'region', type: 'select', dict: 'region', required: true, table: { width: 90 }, search: true, form: true },
    { key: 'city', type: 'text', required: true, maxLength: 20, table: { width: 90 }, form: true },
    { key: 'address', type: 'text', required: true, maxLength: 120, form: true, detail: true, wide: true },
    { key: 'contactName', type: 'text', required: true, maxLength: 40, table: { width: 90, hidden: true }, form: true },
    {
      key: 'contactPhone',
      type: 'text',
      personal: 'phone',
      required: true,
      pattern: PHONE,
      patternMessage: 'orders.validation.phone',
      maxLength: 20,
      table: { width: 130, hidden: true },
      form: true,
    },
    ataChapters({ table: { width: 200, ellipsis: true }, search: true, form: true }),
    { key: 'pnFamilies', type: 'multiSelect', dict: 'pnFamily', table: { width: 180, ellipsis: true, hidden: true }, search: true, form: true },
    {
      key: 'certificateNo',
      type: 'text',
      required: true,
      pattern: /^[A-Z0-9][A-Z0-9/.-]{3,39}$/,
      upperCase: true,
      patternMessage: 'repairShop.validation.certificateNo',
      maxLength: 40,
      table: { width: 160 },
      search: true,
      form: true,
    },
    { key: 'certificateExpiry', type: 'date', required: true, table: { width: 110, sortable: true }, search: 'range', form: true },
    stateField('certificateState', certificateState),
  ],
  keywordFields: ['code', 'outletName', 'city', 'certificateNo'],
  defaultSort: { field: 'createdAt', order: 'descend', last: ['SUSPENDED'] },
  rowTone: (r, ctx) => {
    const s = certificateState(r, ctx);
    return s && r.status !== 'SUSPENDED' ? STATE_TONE[s] : undefined;
  },
  rowReason: (r, ctx) => expiryReason(String(r.certificateExpiry), today(ctx)),
  lifecycle: activeLifecycle(false),
});

// ---------------------------------------------------------------- personnel

/** One licence of a person: type and number, the ATA chapters it covers, valid until. */
export const licenceLines: FieldDef = {
  key: 'licences',
  type: 'lineItems',
  required: true,
  table: { width: 240, ellipsis: true },
  form: true,
  wide: true,
  lines: {
    fields: [
      { key: 'licenceType', type: 'select', dict: 'licenceType', required: true },
      {
        key: 'licenceNo',
        type: 'text',
        required: true,
        pattern: /^[A-Z0-9][A-Z0-9/.-]{3,39}$/,
        upperCase: true,
        patternMessage: 'repairShop.validation.certificateNo',
        maxLength: 40,
      },
      ataChapters(),
      { key: 'expiresOn', type: 'date', required: true },
    ],
    minRows: 1,
    maxRows: 10,
    summary: ['licenceType', 'expiresOn'],
  },
};

const licencesOf = (r: Values): Values[] => (Array.isArray(r.licences) ? (r.licences as Values[]) : []);

/** The worst state of a person's licences (an expired one shows, even beside a valid one). */
export const licenceState = (r: Values, ctx: DomainContext) => worst(licencesOf(r).map((l) => expiryState(l.expiresOn, today(ctx))));

/** The earliest expiry among a person's licences. */
export const nextLicenceExpiry = (r: Values): string | null =>
  licencesOf(r)
    .map((l) => l.expiresOn)
    .filter((d): d is string => typeof d === 'string')
    .sort()[0] ?? null;

/** A licence of the person valid on `day` that covers `ata`, if any. */
export const licenceFor = (person: Values, ata: string, day: string): Values | undefined =>
  licencesOf(person).find((l) => expiryState(l.expiresOn, day) !== 'EXPIRED' && Array.isArray(l.ataChapters) && l.ataChapters.includes(ata));

/** How a technician reads in the technician select (dictionary `outletTechnician`): name · outlet. */
export const technicianLabel = (personName: unknown, outletName: unknown) => `${String(personName)} · ${String(outletName)}`.slice(0, 60);

export const maintenancePersonnel = defineResource({
  key: 'maintenancePersonnel',
  // master data / content: nobody applies for it (no 申请人, no 我申请的)
  applicant: false,
  codePrefix: 'TEC',
  customer: false,
  fields: [
    { key: 'personName', type: 'text', required: true, maxLength: 40, table: { width: 100 }, search: true, form: true },
    { key: 'outletCode', type: 'select', dict: 'repairOutlet', required: true, table: { width: 220, ellipsis: true }, search: true, form: true },
    { key: 'position', type: 'select', dict: 'technicianPosition', required: true, table: { width: 110 }, search: true, form: true },
    { key: 'skills', type: 'multiSelect', dict: 'repairSkill', table: { width: 180, ellipsis: true, hidden: true }, search: true, form: true },
    { key: 'phone', type: 'text', personal: 'phone', pattern: PHONE, patternMessage: 'orders.validation.phone', maxLength: 20, form: true, detail: true },
    licenceLines,
    { key: 'nextLicenceExpiry', type: 'date', table: { width: 120, sortable: true }, detail: true, derive: nextLicenceExpiry },
    stateField('licenceState', licenceState),
  ],
  keywordFields: ['code', 'personName', 'licences'],
  defaultSort: { field: 'createdAt', order: 'descend', last: ['SUSPENDED', 'LEFT'] },
  rowTone: (r, ctx) => {
    const s = licenceState(r, ctx);
    return s && r.status === 'ACTIVE' ? STATE_TONE[s] : undefined;
  },
  rowReason: (r, ctx) => expiryReason(String(nextLicenceExpiry(r)), today(ctx)),
  lifecycle: activeLifecycle(true),
});
