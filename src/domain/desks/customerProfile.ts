/**
 * 客户档案 (customerProfile): the customer master (domain.md §4 "Customer") — a desk of our own
 * (OWN_DESKS in src/domain/menu.ts, docs/customers.md). Every business record's customer is picked
 * from it (the anatomy's customerId, src/domain/engine/define.ts); its record id is the customer id
 * the records carry (C-CCA…). It holds the customer's contacts, its fleet and its agreements as line
 * items; the rules of an agreement's terms are in ./customerTerms.ts.
 */
import { defineResource, msnField, PART_NUMBER, registrationField, type CrossRule, type FieldDef, type Issue, type Values } from '../engine';
import { PHONE } from './orders/common';
import { CERTIFICATE_DICT } from '../shipping';

/** ICAO airline designator: three letters (CCA); IATA: two letters or a letter and a digit (CA, 3U). */
export const ICAO_CODE = /^[A-Z]{3}$/;
export const IATA_CODE = /^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])$/;
/** An e-mail address, loosely: something@domain.tld. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
/** The P/Ns an agreement covers: P/Ns separated by commas (2117320-3,D23189000-5). */
export const PART_NUMBER_LIST = new RegExp(`^${PART_NUMBER.source.slice(1, -1)}(?:,${PART_NUMBER.source.slice(1, -1)})*$`);

export const AGREEMENT_KINDS = ['EXCHANGE', 'POOL', 'LEASE', 'REPAIR', 'TRAINING'] as const;
export const AIRCRAFT_STATUSES = ['IN_SERVICE', 'STORED', 'RETIRED'] as const;

/** The customer statuses; an order for a customer ON_HOLD is warned about, not refused. */
export const CUSTOMER_ON_HOLD = 'ON_HOLD';

const contactCells: FieldDef[] = [
  { key: 'contactName', type: 'text', required: true, maxLength: 40 },
  { key: 'contactRole', type: 'text', maxLength: 40 },
  { key: 'phone', type: 'text', required: true, personal: 'phone', pattern: PHONE, patternMessage: 'orders.validation.phone', maxLength: 20 },
  { key: 'email', type: 'text', maxLength: 80, pattern: EMAIL, patternMessage: 'customerProfile.validation.email' },
  { key: 'aog24h', type: 'boolean' },
];

const fleetCells: FieldDef[] = [
  // the fleet itself: no customer is picked here
  registrationField({ key: 'registration', required: true, fleet: undefined }),
  { key: 'aircraftType', type: 'select', dict: 'aircraftType', required: true },
  msnField({ required: true }),
  { key: 'engines', type: 'text', maxLength: 40 },
  { key: 'inServiceSince', type: 'date', notFuture: true },
  { key: 'aircraftStatus', type: 'select', enum: AIRCRAFT_STATUSES, required: true, initial: 'IN_SERVICE' },
];

const agreementCells: FieldDef[] = [
  { key: 'agreementKind', type: 'select', enum: AGREEMENT_KINDS, required: true },
  {
    key: 'agreementNo',
    type: 'text',
    required: true,
    maxLength: 30,
    pattern: /^[A-Z0-9-]{3,30}$/,
    upperCase: true,
    patternMessage: 'customerProfile.validation.agreementNo',
  },
  { key: 'validFrom', type: 'date', required: true },
  { key: 'validTo', type: 'date', required: true },
  {
    key: 'coveredPartNumbers',
    type: 'text',
    maxLength: 300,
    upperCase: true,
    pattern: PART_NUMBER_LIST,
    patternMessage: 'customerProfile.validation.coveredPartNumbers',
  },
  { key: 'coveredAta', type: 'multiSelect', dict: 'ataChapter' },
  { key: 'coreCharge', type: 'money', min: 0, max: 100_000_000 },
  { key: 'currency', type: 'select', dict: 'currency' },
  { key: 'coreReturnDays', type: 'integer', min: 1, max: 365 },
  { key: 'tatDays', type: 'integer', min: 1, max: 365 },
  { key: 'discountPercent', type: 'number', min: 0, max: 100, precision: 1 },
];

const rows = (v: Values, key: string): Values[] => (Array.isArray(v[key]) ? (v[key] as Values[]) : []);
const empty = (x: unknown) => x === undefined || x === null || x === '';

/** Exactly one contact is the 24 h AOG contact. */
export const oneAogContact: CrossRule = (v) => {
  if (!Array.isArray(v.contacts)) return null;
  const n = rows(v, 'contacts').filter((c) => c.aog24h === true).length;
  return n === 1 ? null : { field: 'contacts', message: 'customerProfile.validation.aogContact', params: { count: n } };
};

/** An agreement's validity ends on or after it starts; an exchange states its core terms, a repair its TAT. */
export const agreementTerms: CrossRule = (v) => {
  const issues: Issue[] = [];
  rows(v, 'agreements').forEach((a, i) => {
    const at = (cell: string, message: string): Issue => ({ field: 'agreements', row: i + 1, cell, message });
    if (typeof a.validFrom === 'string' && typeof a.validTo === 'string' && a.validTo < a.validFrom)
      issues.push(at('validTo', 'customerProfile.validation.validTo'));
    if (a.agreementKind === 'EXCHANGE') {
      for (const cell of ['coreCharge', 'currency', 'coreReturnDays']) if (empty(a[cell])) issues.push(at(cell, 'customerProfile.validation.exchangeTerms'));
    }
    if (a.agreementKind === 'REPAIR' && empty(a.tatDays)) issues.push(at('tatDays', 'customerProfile.validation.repairTat'));
    if (empty(a.coveredPartNumbers) && !(Array.isArray(a.coveredAta) && a.coveredAta.length))
      issues.push(at('coveredPartNumbers', 'customerProfile.validation.coverage'));
  });
  return issues;
};

/** A registration appears once in a fleet. */
export const uniqueRegistrations: CrossRule = (v) => {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  rows(v, 'fleet').forEach((a, i) => {
    const reg = String(a.registration ?? '');
    if (reg && seen.has(reg)) issues.push({ field: 'fleet', row: i + 1, cell: 'registration', message: 'customerProfile.validation.registrationTwice' });
    seen.add(reg);
  });
  return issues;
};

export const customerProfile = defineResource({
  key: 'customerProfile',
  codePrefix: 'CUS',
  // the master has no customer of its own, and nobody applies for a customer
  customer: false,
  applicant: false,
  fields: [
    { key: 'name', type: 'text', required: true, maxLength: 60, table: { width: 220, ellipsis: true }, search: true, form: true },
    { key: 'shortName', type: 'text', required: true, maxLength: 20, table: { width: 110 }, search: true, form: true },
    {
      key: 'icaoCode',
      type: 'text',
      maxLength: 3,
      pattern: ICAO_CODE,
      upperCase: true,
      patternMessage: 'customerProfile.validation.icao',
      table: { width: 80 },
      search: true,
      form: true,
    },
    {
      key: 'iataCode',
      type: 'text',
      maxLength: 2,
      pattern: IATA_CODE,
      upperCase: true,
      patternMessage: 'customerProfile.validation.iata',
      table: { width: 80 },
      search: true,
      form: true,
    },
    { key: 'country', type: 'select', dict: 'country', required: true, initial: 'CN', table: { width: 90 }, search: true, form: true },
    { key: 'kind', type: 'select', dict: 'customerKind', required: true, table: { width: 100 }, search: true, form: true },
    { key: 'stations', type: 'multiSelect', dict: 'station', table: { width: 180, ellipsis: true, hidden: true }, form: true },
    // the airworthiness certificate a serviceable part shipped to it must carry (src/domain/shipping.ts: what each accepts)
    {
      key: 'requiredCertificate',
      type: 'select',
      dict: CERTIFICATE_DICT,
      required: true,
      initial: 'AAC-038',
      help: 'customerProfile.help.requiredCertificate',
      table: { width: 130, hidden: true },
      search: true,
      form: true,
    },
    {
      key: 'contacts',
      type: 'lineItems',
      required: true,
      form: true,
      wide: true,
      lines: { fields: contactCells, minRows: 1, maxRows: 20, summary: ['contactName', 'contactRole'] },
    },
    {
      key: 'fleet',
      type: 'lineItems',
      form: true,
      wide: true,
      table: { width: 200, hidden: true },
      lines: { fields: fleetCells, minRows: 0, maxRows: 200, summary: ['registration', 'aircraftType'] },
    },
    {
      key: 'agreements',
      type: 'lineItems',
      form: true,
      wide: true,
      lines: { fields: agreementCells, minRows: 0, maxRows: 30, summary: ['agreementKind', 'agreementNo'] },
    },
    { key: 'holdReason', type: 'text', readOnly: true, detail: true },
  ],
  keywordFields: ['name', 'shortName', 'icaoCode', 'iataCode'],
  rules: [oneAogContact, agreementTerms, uniqueRegistrations],
  defaultSort: { field: 'code', order: 'ascend' },
  lifecycle: {
    initial: 'ACTIVE',
    editableIn: ['ACTIVE', 'ON_HOLD'],
    statuses: [
      { key: 'ACTIVE', tone: 'success' },
      { key: CUSTOMER_ON_HOLD, tone: 'warning' },
    ],
    actions: [
      // the reason stays on the customer while it is on hold (the order forms' warning quotes it)
      { key: 'hold', from: ['ACTIVE'], to: CUSTOMER_ON_HOLD, input: [{ key: 'holdReason', type: 'text', required: true, maxLength: 200 }] },
      { key: 'resume', from: [CUSTOMER_ON_HOLD], to: 'ACTIVE', comment: 'required', apply: () => ({ holdReason: undefined }) },
    ],
  },
});
