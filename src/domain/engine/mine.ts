/**
 * The "mine" filters of a list: "I applied for" (the record's applicant is me) and "assigned to me"
 * (its assignee is me), offered where the definition has such a field (`mine` in the definition;
 * business records have an applicant by default). The server filters: `GET <base>?mine=applied`.
 */
import type { ResourceDef, Values } from './types';

export const MINE_PARAM = 'mine';
export const MINE_FILTERS = ['applied', 'assigned', 'unassigned'] as const;
export type MineFilter = (typeof MINE_FILTERS)[number];

/** The filters a resource offers. */
export const mineFiltersOf = (def: ResourceDef): MineFilter[] => MINE_FILTERS.filter((k) => Boolean(def.mine[k]));

/** The name field beside a user-number field: applicantNo → applicantName, handlerNo → handlerName. */
export const userNameField = (noField: string) => noField.replace(/No$/, 'Name');

/** The test of `?mine=<value>` for `userNo`, or null when the resource does not offer that filter. */
export function mineTest(def: ResourceDef, value: string, userNo: string): ((row: Values) => boolean) | null {
  const field = (MINE_FILTERS as readonly string[]).includes(value) ? def.mine[value as MineFilter] : undefined;
  if (!field) return null;
  // the queue: nobody is assigned yet
  if (value === 'unassigned') return (row) => row[field] === undefined || row[field] === null || row[field] === '';
  return (row) => row[field] === userNo;
}
