/**
 * Derived values and the date arithmetic they use — plain functions shared by the pages (live
 * countdowns, highlighted rows) and the mock (which answers every row with its derived values).
 */
import type { DomainContext, ResourceDef, Tone, Values } from './types';
import { ORG_NAMES, orgFieldsOf, orgNamesOf } from './orgUnits';
import { USER_NAMES, userFieldsOf, userNamesOf } from './users';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A context with fixed settings, for tests and for places without the option store. */
export function domainContext(
  now = Date.now(),
  settings: Record<string, number> = {},
  customer?: DomainContext['customer'],
  more: Pick<DomainContext, 'part' | 'stock' | 'references' | 'user' | 'orgUnit' | 'signIn'> = {},
): DomainContext {
  return { now, setting: (key, fallback) => (typeof settings[key] === 'number' ? settings[key] : fallback), customer, ...more };
}

/** 'YYYY-MM-DD' + n days (calendar arithmetic in UTC, no time-zone drift). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10));
  const b = Date.UTC(+to.slice(0, 4), +to.slice(5, 7) - 1, +to.slice(8, 10));
  return Math.round((b - a) / DAY_MS);
}

/** The local calendar date of a time (the business runs in China Standard Time, UTC+8). */
export function businessDate(ms: number): string {
  return new Date(ms + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Money rounded to cents without binary drift. */
export const roundMoney = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const isSet = (v: unknown) => v !== undefined && v !== null;

/**
 * The record with every derived field computed — except fixed ones (`fixOn`) that the record already
 * holds: those keep their stored value (a record stored before its value was fixed gets it computed) —
 * and, where the context reads the user directory or the organization tree, the names of the users and
 * units its user and org fields hold.
 */
export function withDerived<T extends Values>(def: ResourceDef, record: T, ctx: DomainContext): T & Values {
  const derivedFields = def.fields.filter((f) => f.derive);
  const named = ctx.user && userFieldsOf(def).length > 0;
  const placed = ctx.orgUnit && orgFieldsOf(def).length > 0;
  if (derivedFields.length === 0 && !named && !placed) return record;
  const out: Values = { ...record };
  if (named) out[USER_NAMES] = userNamesOf(def, record, ctx.user!);
  if (placed) out[ORG_NAMES] = orgNamesOf(def, record, ctx.orgUnit!);
  for (const f of derivedFields) {
    if (f.fixOn && isSet(record[f.key])) continue;
    out[f.key] = f.derive!(out, ctx);
  }
  return out as T;
}

/**
 * The values to store when the record reaches `moment` ('create' or an action key): every derived field
 * fixed on that moment, computed now with the settings in force (see FieldDef.fixOn).
 */
export function fixedValues(def: ResourceDef, record: Values, ctx: DomainContext, moment: string): Values {
  const out: Values = {};
  for (const f of def.fields) {
    if (f.derive && f.fixOn?.includes(moment)) out[f.key] = f.derive({ ...record, [f.key]: undefined }, ctx) ?? null;
  }
  return out;
}

/** The highlight of a row, if the definition has one. */
export function rowToneOf(def: ResourceDef, record: Values, ctx: DomainContext): Tone | undefined {
  return def.rowTone?.(record, ctx);
}
