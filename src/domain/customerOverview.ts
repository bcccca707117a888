/**
 * The customer's page (客户视图, `/customerProfile/:id`, docs/customers.md): what an account manager
 * reads first about one customer, as plain rules shared by the mock (which answers
 * `GET ${API.management}/customers/:id/overview`) and the page.
 *
 * - The figures: open AOG orders now, exchange cores overdue, repairs past their promised TAT and
 *   complaints open — each counted from the customer's records of one desk, by the desk's own rule
 *   (the list's red row: `isAogOpen`, the home alarms' `overdue`).
 * - The desks: every desk whose records carry the customer (the anatomy's `customerId`, a pick of the
 *   master), with the number of that customer's records.
 * - The surveys it answered (满意度调查's answers carry the master's customer id).
 * The server counts only what the user may see (the desk's list read: page code, data scope, secrecy),
 * and answers a figure or a desk only when the user holds that desk's page.
 */
import { ALARM_KINDS } from './alarms';
import { CUSTOMER_MASTER, type DomainContext, type ResourceDef, type Values } from './engine';
import { aogOrder, isAogOpen } from './desks/orders';
import { userComplaints } from './desks/applications';

export type FigureKey = 'openAog' | 'overdueCores' | 'repairsPastTat' | 'openComplaints';

export interface OverviewFigureKind {
  key: FigureKey;
  resource: ResourceDef;
  /** the statuses a counted record is in (the list query's status filter; the desk link's too) */
  statuses: string[];
  /** whether a record in those statuses counts */
  counts: (r: Values, ctx: DomainContext) => boolean;
}

const alarm = (key: string) => ALARM_KINDS.find((k) => k.key === key)!;

/** A complaint is open from its filing until it is closed (a draft is not filed; a withdrawn one is over). */
export const COMPLAINT_OPEN = ['IN_APPROVAL', 'APPROVED', 'PROCESSING'];

export const OVERVIEW_FIGURES: OverviewFigureKind[] = [
  { key: 'openAog', resource: aogOrder, statuses: aogOrder.lifecycle!.statuses.map((s) => s.key).filter((s) => isAogOpen({ status: s })), counts: isAogOpen },
  { key: 'overdueCores', resource: alarm('exchange').resource, statuses: alarm('exchange').statuses, counts: alarm('exchange').overdue },
  { key: 'repairsPastTat', resource: alarm('repair').resource, statuses: alarm('repair').statuses, counts: alarm('repair').overdue },
  { key: 'openComplaints', resource: userComplaints, statuses: COMPLAINT_OPEN, counts: (r) => COMPLAINT_OPEN.includes(String(r.status)) },
];

/** How many of `records` (any statuses, any order) the figure counts. */
export const figureValue = (kind: OverviewFigureKind, records: Values[], ctx: DomainContext): number =>
  records.filter((r) => kind.statuses.includes(String(r.status)) && kind.counts(r, ctx)).length;

/** Whether a desk's records carry a customer of the master (the anatomy's pick). */
export const carriesCustomer = (def: ResourceDef): boolean => def.field('customerId')?.relatedTo?.resource === CUSTOMER_MASTER;

/**
 * The desks the customer's page lists: those carrying the customer, each a page of its own — the AOG
 * desk first (what burns), then the registry's order.
 */
export const customerDesks = (defs: readonly ResourceDef[]): ResourceDef[] => {
  const desks = defs.filter((d) => carriesCustomer(d) && d.page === d.key);
  return [...desks.filter((d) => d === aogOrder), ...desks.filter((d) => d !== aogOrder)];
};

/** The 24 h AOG contact of a customer's contacts (personal data as the server answers it: masked). */
export interface AogContact {
  contactName: string;
  contactRole: string | null;
  phone: string | null;
  email: string | null;
}

export interface OverviewFigure {
  key: FigureKey;
  resource: string;
  value: number;
  /** the statuses counted (the desk link filters by them) */
  statuses: string[];
}

export interface OverviewDesk {
  resource: string;
  total: number;
}

/** A survey the customer answered (the page's 已答调查 tab), newest first. */
export interface OverviewSurvey {
  surveyId: string;
  surveyCode: string;
  title: string;
  answeredAt: string;
  answeredByName: string;
}

export interface CustomerOverview {
  id: string;
  /** the customer's record as its detail answers it (personal data masked) */
  customer: Values;
  aogContact: AogContact | null;
  fleetSize: number;
  figures: OverviewFigure[];
  desks: OverviewDesk[];
  /** the surveys it answered that the user may read; null for a user without the surveys' page */
  surveys: OverviewSurvey[] | null;
}

/** The AOG contact of a customer record (the first contact flagged, as the master's rule keeps exactly one). */
export function aogContactOf(customer: Values): AogContact | null {
  const contacts = Array.isArray(customer.contacts) ? (customer.contacts as Values[]) : [];
  const c = contacts.find((x) => x.aog24h === true);
  if (!c) return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return { contactName: String(c.contactName ?? ''), contactRole: text(c.contactRole), phone: text(c.phone), email: text(c.email) };
}

/** The id a customer's page is asked about: the master's record id (C-CCA …). */
export const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,64}$/;
