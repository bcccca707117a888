/**
 * Home's alarms (src/domain/alarms.ts): `GET ${API.management}/home/alarms` → one group per kind the
 * user handles, each with the overdue orders the user may see in that list (the list's own query:
 * read permission, data scope and secrecy apply).
 */
import { API } from '../src/domain/endpoints';
import { alarmGroup, handledKinds, type Alarms } from '../src/domain/alarms';
import type { Values } from '../src/domain/engine';
import { authed } from './lib/server/http';
import { hasCode, type MockUser } from './lib/server/identity';
import { settingsContext } from './lib/store/options';
import * as store from './lib/store/store';
import { wireRules } from './lib/rules';

wireRules();

const PAGE = '100';

export function alarmsOf(user: MockUser, now = Date.now()): Alarms {
  const ctx = settingsContext(now);
  return handledKinds((code) => hasCode(user, code)).map((kind) => {
    const rows: Values[] = [];
    for (let current = 1; ; current++) {
      const page = store.list(kind.resource, { status: kind.statuses.join(','), pageSize: PAGE, current: String(current) }, user, now);
      rows.push(...page.rows);
      if (rows.length >= page.total || page.rows.length === 0) break;
    }
    return alarmGroup(kind, rows, ctx);
  });
}

export default {
  [`GET ${API.management}/home/alarms`]: authed(({ user }) => alarmsOf(user)),
};
