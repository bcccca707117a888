/**
 * Home's alarms: the orders that burn — past a deadline, waiting on the people who handle them.
 * Plain rules shared by the mock (which answers `GET ${API.management}/home/alarms`) and the home page.
 *
 * - aog       an AOG order not accepted (still SUBMITTED) past its response deadline
 * - lease     a leased unit still out (dispatched / on lease) past its return due date
 * - exchange  an exchange whose replacement shipped and whose core is past its return due date
 * - repair    a return-to-factory repair still at the factory past its promised TAT (received + days)
 * - agreement a customer whose agreement ends within AGREEMENT_EXPIRY_DAYS (due ahead, not passed):
 *             whoever keeps the customer master (customerProfile's edit code) renews it in time
 * A user sees a kind when they may read the resource and hold the code of the action that resolves
 * it (accept / return / receiveCore / shipBack): the roles that handle it. Rows are those the user may see in the
 * list (data scope and secrecy apply), the most overdue first.
 */
import type { DomainContext, ResourceDef, Values } from './engine';
import {
  LEASE_OUT,
  aogOrder,
  aogOverdue,
  coreDueDateOf,
  coreOverdueDays,
  leaseOrder,
  leaseOverdueDays,
  leaseReturnDue,
  responseDeadlineOf,
  substitutionOrder,
} from './desks/orders';
import { REPAIR_PROMISED_OPEN, repairLate, returnFactory, tatDue } from './desks/repairShop/returnFactory';
import { customerProfile } from './desks/customerProfile';
import { addDays, businessDate } from './engine/derive';

export type AlarmKey = 'aog' | 'lease' | 'exchange' | 'repair' | 'agreement';

/** An agreement that ends within this many days (today included) is on its keeper's home. */
export const AGREEMENT_EXPIRY_DAYS = 30;

/** The customer's agreements still in force that end within AGREEMENT_EXPIRY_DAYS, the soonest first. */
export function expiringAgreements(customer: Values, ctx: DomainContext): Values[] {
  const today = businessDate(ctx.now);
  const last = addDays(today, AGREEMENT_EXPIRY_DAYS);
  const list = Array.isArray(customer.agreements) ? (customer.agreements as Values[]) : [];
  return list
    .filter((a) => typeof a.validTo === 'string' && a.validTo >= today && a.validTo <= last)
    .sort((a, b) => String(a.validTo).localeCompare(String(b.validTo)));
}

export interface AlarmKind {
  key: AlarmKey;
  resource: ResourceDef;
  /** the statuses an overdue record is in (the list query's status filter) */
  statuses: string[];
  /** the action that resolves the alarm: whoever holds its code handles it */
  handledBy: string;
  /** the deadline that passed (or, `ahead`, that comes): an ISO time (aog) or a date, or null */
  due: (r: Values, ctx: DomainContext) => string | null;
  overdue: (r: Values, ctx: DomainContext) => boolean;
  /** what identifies the unit for a reader: registration, part number */
  subject: (r: Values, ctx: DomainContext) => string;
  /** the deadline is still ahead (an agreement running out), not passed */
  ahead?: boolean;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const ALARM_KINDS: AlarmKind[] = [
  {
    key: 'aog',
    resource: aogOrder,
    statuses: ['SUBMITTED'],
    handledBy: 'accept',
    due: responseDeadlineOf,
    overdue: aogOverdue,
    subject: (r) => [text(r.aircraftRegistration), text(r.partNumber)].filter(Boolean).join(' · '),
  },
  {
    key: 'lease',
    resource: leaseOrder,
    statuses: LEASE_OUT,
    handledBy: 'return',
    due: (r) => leaseReturnDue(r),
    overdue: (r, ctx) => leaseOverdueDays(r, ctx) > 0,
    subject: (r) => [text(r.partNumber), text(r.serialNumber)].filter(Boolean).join(' · '),
  },
  {
    key: 'exchange',
    resource: substitutionOrder,
    statuses: ['REPLACEMENT_SHIPPED'],
    handledBy: 'receiveCore',
    due: coreDueDateOf,
    overdue: (r, ctx) => coreOverdueDays(r, ctx) > 0,
    subject: (r) => [text(r.removedPartNumber), text(r.removedSerialNumber)].filter(Boolean).join(' · '),
  },
  {
    key: 'repair',
    resource: returnFactory,
    statuses: REPAIR_PROMISED_OPEN,
    handledBy: 'shipBack',
    due: (r) => tatDue(r),
    overdue: repairLate,
    subject: (r) => [text(r.partNumber), text(r.serialNumber)].filter(Boolean).join(' · '),
  },
  {
    key: 'agreement',
    resource: customerProfile,
    statuses: ['ACTIVE', 'ON_HOLD'],
    handledBy: 'edit',
    due: (r, ctx) => (expiringAgreements(r, ctx)[0]?.validTo as string | undefined) ?? null,
    overdue: (r, ctx) => expiringAgreements(r, ctx).length > 0,
    subject: (r, ctx) => [text(r.shortName) || text(r.name), ...expiringAgreements(r, ctx).map((a) => text(a.agreementNo))].filter(Boolean).join(' · '),
    ahead: true,
  },
];

/**
 * The kinds a user handles: they may read the resource and hold the code of the action that resolves
 * it. The server answers one group for each; home knows from it, at its first paint, whether the user
 * gets the alarms card at all (so the card's place is kept, or never taken).
 */
export const handledKinds = (holds: (code: string) => boolean): AlarmKind[] =>
  ALARM_KINDS.filter((k) => holds(k.resource.codes.read) && holds(k.resource.codes.action(k.handledBy)));

/** How many rows of each kind the answer carries (the total counts them all). */
export const ALARM_ROWS = 5;

export interface AlarmRow {
  id: string;
  code: string;
  subject: string;
  /** the deadline that passed */
  due: string;
}

export interface AlarmGroup {
  key: AlarmKey;
  /** the resource (its page and record address) */
  resource: string;
  total: number;
  rows: AlarmRow[];
}

/** The answer: one group per kind the user handles (an empty group when nothing burns). */
export type Alarms = AlarmGroup[];

/** The group of `kind` from candidate records (any order): the overdue ones, most overdue first. */
export function alarmGroup(kind: AlarmKind, records: Values[], ctx: DomainContext): AlarmGroup {
  const overdue = records
    .filter((r) => kind.statuses.includes(String(r.status)) && kind.overdue(r, ctx))
    .map((r) => ({ id: String(r.id), code: text(r.code) || String(r.id), subject: kind.subject(r, ctx), due: kind.due(r, ctx) ?? '' }))
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.code.localeCompare(b.code)));
  return { key: kind.key, resource: kind.resource.key, total: overdue.length, rows: overdue.slice(0, ALARM_ROWS) };
}
