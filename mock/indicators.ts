/**
 * The service figures (服务指标, docs/service-indicators.md): `GET ${API.management}/indicators?from&to&compare&groupBy`
 * → IndicatorsAnswer (src/domain/indicators).
 *
 * For a holder of the page `serviceIndicators`. Every figure is computed from its desks' own lists read
 * as the user (page code, data scope, secrecy), each with the figure's list filter (its statuses, the
 * days it spans): a desk whose page the user lacks is left out (and a figure with none of its desks),
 * and a record the user may not see is not counted — so a figure always equals what its drilled-down
 * lists show the same user. The rows are counted as stored, not presented (store.countRows: no
 * derived values, masking or order — the rules read derived values through their desks' helpers). Malformed parameters are VALIDATION. A read: no
 * operation log.
 */
import { API } from '../src/domain/endpoints';
import { resourceOf } from '../src/domain/desks';
import {
  computeIndicators,
  INDICATORS_PAGE,
  OFFERING_DESK,
  offeredSessions,
  parseIndicatorQuery,
  type DeskReader,
  type IndicatorContext,
  type IndicatorsAnswer,
} from '../src/domain/indicators';
import { STOCK } from '../src/domain/stock';
import type { ResourceDef, Values } from '../src/domain/engine';
import { serverText } from '../src/domain/serverMessages';
import { authed, forbidden, invalid } from './lib/server/http';
import type { MockUser } from './lib/server/identity';
import { settingsContext } from './lib/store/options';
import { storedThread } from './lib/platform/threads';
import { table } from './lib/store/tables';
import * as store from './lib/store/store';
import { wireRules } from './lib/rules';

wireRules();

/** The assignee's first post in a support case's thread (at or after the case's creation), or null. */
function firstReply(c: Values): string | null {
  if (typeof c.handlerNo !== 'string') return null;
  const post = storedThread('support', String(c.id)).find((m) => m.authorNo === c.handlerNo && m.at >= String(c.createdAt));
  return post?.at ?? null;
}

export function indicators(raw: unknown, user: MockUser, now = Date.now()): IndicatorsAnswer {
  if (!store.can(user, INDICATORS_PAGE)) throw forbidden(INDICATORS_PAGE);
  const parsed = parseIndicatorQuery(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});
  if ('problems' in parsed) throw invalid(parsed.problems.map((p) => serverText(p.message, p.params)).join('；'));
  const may = (def: ResourceDef | undefined): def is ResourceDef => Boolean(def && store.can(user, def.codes.read));
  // a desk read once per filter (two figures over the same records ask the same)
  const reads = new Map<string, Values[] | undefined>();
  const read: DeskReader = (key, filter) => {
    const id = `${key}?${new URLSearchParams(filter).toString()}`;
    if (!reads.has(id)) {
      const def = resourceOf(key);
      reads.set(id, may(def) ? store.countRows(def, filter, user, now) : undefined);
    }
    return reads.get(id);
  };
  // the seats offered: the course desk read like the others (unfiltered: a session's start is a line's field)
  const sessions = offeredSessions(read(OFFERING_DESK, {}));
  const stockDef = resourceOf(STOCK);
  const stocked = new Set(stockDef ? [...table(stockDef).rows.values()].map((r) => String(r.partNumber)) : []);
  const ctx: IndicatorContext = { ...settingsContext(now), stocked, firstReply, sessions };
  return computeIndicators(read, ctx, parsed.query);
}

export default {
  [`GET ${API.management}/indicators`]: authed(({ req, user }) => indicators(req.query, user)),
};
