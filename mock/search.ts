/**
 * Finding records and parts across the desks.
 *
 * - `GET ${API.management}/search?q=AOG-2026` → SearchGroup[] (src/domain/search.ts): on every desk
 *   whose page the user holds, the records whose keyword fields (the definition's `keywordFields`)
 *   contain `q`, through the desk's own list read — data scope and secrecy are its row filters — at
 *   most SEARCH_HITS_PER_DESK each, with the desk's total. `q`: 2–60 characters, nothing else.
 * - `GET ${API.management}/parts?q=2117&customerId=C-CCA` → CataloguePart[] (src/domain/parts.ts):
 *   the catalogued products (产品信息) whose P/N starts with `q` or whose name contains it, best first,
 *   at most PART_LOOKUP_MAX, only those the user's secrecy level reaches — each with its stock
 *   available, its replacement when superseded, the alternates in stock when it has none (`partAnswer`)
 *   and, with `customerId` (a customer the user may read; another is ignored), its price-list price
 *   for that customer today. For whoever may fill a form with a picked P/N (`partLookupCodes`). `q`:
 *   1–40 characters; `customerId` an id; nothing else.
 * - `GET ${API.hr}/directory?keyword=&ids=&current=&pageSize=` → a page of DirectoryEntry
 *   (src/domain/directory.ts): the enabled users whose number, name or organisation contains the
 *   keyword — or the users `ids` names, enabled or not — each as number, name and organisation only.
 *   For whoever may fill or search a user field (`directoryCodes`).
 *
 * All are reads: refused queries (VALIDATION) and answers write no operation log.
 */
import { API } from '../src/domain/endpoints';
import {
  availableOfPart,
  PART_CATALOGUE,
  PART_LOOKUP_MAX,
  PART_QUERY_PARAMS,
  partAnswer,
  partLookupCodes,
  partQueryProblem,
  partRank,
} from '../src/domain/parts';
import { resources } from '../src/domain/desks';
import { customerProfile } from '../src/domain/desks/customerProfile';
import { priceTerms } from '../src/domain/desks/terms';
import { STOCK } from '../src/domain/stock';
import { businessDate, type Values } from '../src/domain/engine';
import { findRow } from './lib/store/recordRules';
import { ID } from './lib/store/tables';
import { SEARCH_HITS_PER_DESK, searchHit, searchQueryProblem, type SearchGroup } from '../src/domain/search';
import { serverText } from '../src/domain/serverMessages';
import { authed, forbidden, invalid, page } from './lib/server/http';
import * as store from './lib/store/store';
import { wireRules } from './lib/rules';
import { directoryAnswer, directoryCodes, directoryMatches, directoryQuery } from '../src/domain/directory';
import { directoryEntries } from './lib/server/directory';

wireRules();

/** The query text `q`, checked; a parameter not in `known` is refused. */
function queryText(raw: unknown, problem: (q: unknown) => string | null, known: readonly string[] = ['q']): string {
  const query = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const unknown = Object.keys(query).find((k) => !known.includes(k) && !k.startsWith('_'));
  if (unknown) throw invalid(serverText('resource.error.queryUnknown', { param: unknown.slice(0, 40) }));
  const issue = problem(query.q);
  if (issue) throw invalid(serverText(issue));
  return String(query.q).trim();
}

export function searchRecords(raw: unknown, user: store.Actor, now = Date.now()): SearchGroup[] {
  const q = queryText(raw, searchQueryProblem);
  const groups: SearchGroup[] = [];
  for (const def of resources) {
    // the logs (a row source's rows) are the server's record of itself, not records to find
    if (!store.can(user, def.codes.read) || store.hasRowSource(def)) continue;
    const page = store.list(def, { keyword: q, pageSize: String(SEARCH_HITS_PER_DESK) }, user, now);
    if (page.total === 0) continue;
    groups.push({ resource: def.key, page: def.page, total: page.total, hits: page.rows.map((row) => searchHit(def, row, q)) });
  }
  return groups;
}

/** The customer of the lookup's `customerId` when the user may read it (malformed: VALIDATION; another: none). */
function customerOf(raw: unknown, user: store.Actor): Values | undefined {
  const id = (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}).customerId;
  if (id === undefined || id === '') return undefined;
  if (typeof id !== 'string' || !ID.test(id)) throw invalid(serverText('resource.error.queryType', { param: 'customerId' }));
  try {
    return findRow(customerProfile, id, user);
  } catch {
    return undefined;
  }
}

export function lookUpParts(raw: unknown, user: store.Actor, now = Date.now()) {
  const codes = partLookupCodes();
  if (!codes.some((code) => store.can(user, code))) throw forbidden(codes.join(' | '));
  const q = queryText(raw, partQueryProblem, PART_QUERY_PARAMS);
  const customer = customerOf(raw, user);
  const def = store.definition(PART_CATALOGUE);
  const visible = store.visibleTo(def, user);
  const found: Array<{ rank: number; row: (typeof rows)[number] }> = [];
  const rows = store.storedRows(def);
  for (const row of rows) {
    const rank = partRank(row, q);
    if (rank !== null && visible(row)) found.push({ rank, row });
  }
  found.sort((a, b) => a.rank - b.rank || String(a.row.partNumber).localeCompare(String(b.row.partNumber)));
  const stock = store.storedRows(store.definition(STOCK));
  const byPn = new Map(rows.map((r) => [String(r.partNumber), r]));
  const day = businessDate(now);
  return found.slice(0, PART_LOOKUP_MAX).map((f) =>
    partAnswer(f.row, {
      available: (pn) => availableOfPart(stock, pn),
      product: (pn) => {
        const p = byPn.get(pn);
        return p && visible(p) ? p : undefined;
      },
      catalogue: () => rows,
      price: customer ? (p) => priceTerms(customer, p, day) : undefined,
    }),
  );
}

/** A page of the user directory for the user select of a form or a search form. */
export function lookUpUsers(raw: unknown, user: store.Actor) {
  const codes = directoryCodes();
  if (!codes.some((code) => store.can(user, code))) throw forbidden(codes.join(' | '));
  const checked = directoryQuery((raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>);
  if ('problem' in checked) throw invalid(serverText('resource.error.queryValue', { param: checked.problem.slice(0, 40) }));
  const { current, pageSize } = checked.query;
  const found = directoryMatches(directoryEntries(), checked.query);
  return { rows: found.slice((current - 1) * pageSize, current * pageSize).map(directoryAnswer), total: found.length, current, pageSize };
}

export default {
  [`GET ${API.management}/search`]: authed(({ req, user }) => searchRecords(req.query, user)),
  [`GET ${API.management}/parts`]: authed(({ req, user }) => lookUpParts(req.query, user)),
  [`GET ${API.hr}/directory`]: authed(({ req, res, user }) => {
    const found = lookUpUsers(req.query, user);
    page(res, found.rows, found.total, found.current, found.pageSize);
  }),
};
