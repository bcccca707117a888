/**
 * Notifications of the signed-in user (src/domain/notifications.ts, mock/lib/platform/notifications.ts), and
 * the record lookup by code of global search.
 *
 * - `GET  ${API.management}/notifications` → { unread, rows } — the newest NOTIFICATIONS_LISTED;
 * - `POST ${API.management}/notifications/:id/read` → { unread };
 * - `POST ${API.management}/notifications/read-all` → { unread: 0 };
 * - `GET  ${API.management}/records/by-code?code=AOG-20261123-0018` → { resource, id, code } or null —
 *   null alike for a code nobody has and for a record the user may not read (page permission, data
 *   scope, secrecy: the record's detail call decides), so that a code reveals nothing.
 */
import { API } from '../src/domain/endpoints';
import { NOTIFICATIONS_LISTED } from '../src/domain/notifications';
import { parseRecordCode, type RecordLocation } from '../src/domain/recordCodes';
import { BizFailure, authed } from './lib/server/http';
import { markRead, visibleNotifications } from './lib/platform/notifications';
import * as store from './lib/store/store';
import { wireRules } from './lib/rules';
import { escalateOverdue } from './lib/workflow/escalation';

wireRules();

export function recordByCode(text: unknown, user: store.Actor): RecordLocation | null {
  const parsed = typeof text === 'string' ? parseRecordCode(text.slice(0, 40)) : null;
  if (!parsed) return null;
  const row = store.storedRows(parsed.def).find((r) => r.code === parsed.code);
  if (!row) return null;
  try {
    store.get(parsed.def, row.id, user);
  } catch (e) {
    if (e instanceof BizFailure) return null;
    throw e;
  }
  return { resource: parsed.def.key, id: row.id, code: parsed.code };
}

export default {
  [`GET ${API.management}/notifications`]: authed(({ user }) => {
    // the approvals that ran out of time since anyone last looked are escalated first (mock/lib/workflow/escalation.ts)
    escalateOverdue();
    const rows = visibleNotifications(user);
    return { unread: rows.filter((n) => !n.read).length, rows: rows.slice(0, NOTIFICATIONS_LISTED) };
  }),
  [`POST ${API.management}/notifications/read-all`]: authed(({ user }) => ({ unread: markRead(user) })),
  [`POST ${API.management}/notifications/:id/read`]: authed(({ req, user }) => ({ unread: markRead(user, String(req.params.id)) })),
  [`GET ${API.management}/records/by-code`]: authed(({ req, user }) => recordByCode(req.query?.code, user)),
};
