/**
 * The user directory of the user fields (`type: 'user' | 'users'`, src/domain/engine/users.ts): who
 * may ask it, what a query may be, and which users it answers. The mock answers
 * `GET ${API.hr}/directory` with these rules (mock/search.ts); the form's and the search form's user
 * select asks it (src/engine/UserSelect.tsx). An answer gives a user's number, name and organisation,
 * nothing more.
 */
import { codesToFill, orgUnitCodes, userFieldsOf, type DirectoryEntry, type ResourceDef, type UserEntry } from './engine';
import { resources } from './desks';

/** The most users one page answers, and the most numbers one `ids` query names. */
export const DIRECTORY_PAGE_MAX = 50;
/** The longest keyword. */
export const DIRECTORY_QUERY_MAX = 40;
/** The parameters of the call. */
export const DIRECTORY_PARAMS = ['keyword', 'ids', 'current', 'pageSize'] as const;

/**
 * Who may ask the directory: whoever may fill a user field — the create or edit code of a resource
 * whose form has one — or search a list by one (the page of a resource that searches one).
 */
export const directoryCodes = (defs: readonly ResourceDef[] = resources): string[] => codesToFill(defs, userFieldsOf);

/** The pages that show the organization tree itself (组织结构) or edit what sits in it (用户管理, 人员授权). */
const ORG_PAGES = ['Organization', 'systemUser', 'personnelAuthorization'];

/**
 * Who may read the organization tree (`GET {hr}/organizations`): the pages that show or place units,
 * and whoever may fill or search an org field (`orgUnitCodes`, src/domain/engine/orgUnits.ts).
 */
export const orgTreeCodes = (defs: readonly ResourceDef[] = resources): string[] => [...new Set([...ORG_PAGES, ...orgUnitCodes(defs)])];

export interface DirectoryQuery {
  keyword?: string;
  /** these users by number, enabled or not (to name the ones a record holds) */
  ids?: string[];
  current: number;
  pageSize: number;
}

/** A query of the call, checked: the parameter that is wrong (VALIDATION), or the query. */
export function directoryQuery(raw: Record<string, unknown>): { problem: string } | { query: DirectoryQuery } {
  const unknown = Object.keys(raw).find((k) => !(DIRECTORY_PARAMS as readonly string[]).includes(k) && !k.startsWith('_'));
  if (unknown) return { problem: unknown };
  const text = (k: string) => (raw[k] === undefined ? '' : typeof raw[k] === 'string' ? (raw[k] as string).trim() : null);
  const whole = (k: string, fallback: number, max: number) => {
    if (raw[k] === undefined || raw[k] === '') return fallback;
    const n = Number(raw[k]);
    return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
  };
  const keyword = text('keyword');
  if (keyword === null || keyword.length > DIRECTORY_QUERY_MAX) return { problem: 'keyword' };
  const ids = text('ids');
  const list = ids ? ids.split(',').map((s) => s.trim()) : [];
  if (ids === null || list.length > DIRECTORY_PAGE_MAX || list.some((s) => !s || s.length > 40)) return { problem: 'ids' };
  const current = whole('current', 1, 10_000);
  if (current === null) return { problem: 'current' };
  const pageSize = whole('pageSize', 20, DIRECTORY_PAGE_MAX);
  if (pageSize === null) return { problem: 'pageSize' };
  return { query: { ...(keyword ? { keyword } : {}), ...(list.length ? { ids: list } : {}), current, pageSize } };
}

/**
 * The users a query finds, in directory order: the users it names by `ids` (enabled or not), else the
 * enabled users whose number, name or organisation contains the keyword (every enabled user without one).
 */
export function directoryMatches(users: readonly UserEntry[], q: Pick<DirectoryQuery, 'keyword' | 'ids'>): UserEntry[] {
  if (q.ids) return q.ids.map((no) => users.find((u) => u.userNo === no)).filter((u): u is UserEntry => !!u);
  const needle = q.keyword?.toLowerCase();
  return users.filter((u) => u.enabled && (!needle || [u.userNo, u.userName, u.orgName ?? ''].some((s) => s.toLowerCase().includes(needle))));
}

/** What the directory answers of a user: number, name, organisation. */
export const directoryAnswer = (u: UserEntry): DirectoryEntry => ({ userNo: u.userNo, userName: u.userName, ...(u.orgName ? { orgName: u.orgName } : {}) });
