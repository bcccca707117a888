/**
 * The server rules of 我的建议 and 网站维护 beyond the generic store (src/domain/desks/voice.ts):
 * a suggestion is seen by its author and by the users who handle suggestions; the home page asks what
 * portal content is live for the signed-in user now (src/domain/portalContent.ts).
 */
import { LIVE_FIELDS, liveFor } from '../../../src/domain/portalContent';
import { portalContent, suggestion, SUGGESTION_HANDLER_CODE } from '../../../src/domain/desks/voice';
import { addRowFilter } from '../store/hooks';
import { hasCode, type MockUser } from '../server/identity';
import { storedRows, type Actor } from '../store/tables';

/** The suggestions' row filter: the writer and the handlers see one (registered by mock/lib/rules.ts). */
export function voiceRules(): Array<() => void> {
  return [
    addRowFilter(suggestion.key, (row, user) => row.applicantNo === user.userNo || (Boolean(user.roles) && hasCode(user as MockUser, SUGGESTION_HANDLER_CODE))),
  ];
}

/** What is live now for the user: banners, then announcements, each in their order. */
export function liveContent(user: Actor, now = Date.now()) {
  return liveFor(storedRows(portalContent), user.roles ?? [], now).map((row) => Object.fromEntries(LIVE_FIELDS.map((k) => [k, row[k] ?? null])));
}
