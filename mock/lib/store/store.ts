/**
 * The generic in-memory resource store of the mock backend. One implementation serves every resource
 * definition of src/domain/desks: paging, sorting and filtering; validation with the domain's own
 * code (what the form checks, the store checks); lifecycle enforcement; optimistic concurrency by
 * `version`; permission checks by page-element codes; an operation-log entry for every write (success
 * or refusal); record numbering; history timeline; attachments.
 *
 * Every write validates completely before it changes anything: a refused write leaves the store as it
 * was (no half-written record).
 *
 * This module is the store's entry: it re-exports the parts (tables.ts, hooks.ts, recordRules.ts,
 * query.ts, writes.ts, attachments.ts, serverSteps.ts) and starts the seeding — it registers the seed
 * generators (seed/) with the tables and the seeded records' history with the operation log. The parts
 * import neither this module nor the seeds, so there is no import circle.
 *
 * ## Hooks for other modules
 * - `addRowFilter(resource | '*', (row, user, def) => boolean)` — data scope / secrecy: rows the user
 *   may not see are left out of lists, exports, details and actions (a hidden row is "not found").
 * - `onSubmit(resource | '*', hook)` — runs when a record is submitted: on create when the lifecycle
 *   says `createSubmits`, and on every action marked `submit`. The workflow engine starts its approval
 *   instance here; the hook may return `{ status }` to redirect the record (e.g. stay SUBMITTED /
 *   IN_APPROVAL, or APPROVED when no workflow is defined), and may throw a BizFailure to refuse.
 * - `onAction(resource | '*', action | '*', hook)` — runs before an action is committed; may return
 *   `{ status, patch, comment }` or throw a BizFailure. Use it to take over an action (e.g. approve).
 * - `onChange(resource | '*', listener)` — after a change is committed (notifications, counters).
 * - `systemTransition`, `appendHistory`, `findRecord` — for server-side processes (an approval that
 *   finishes moves its record to APPROVED / REJECTED with the approver in the history).
 */
import type { ActionDef, ResourceDef } from '../../../src/domain/engine';
import { actionInputKeys } from '../../../src/domain/engine';
import { API } from '../../../src/domain/endpoints';
import { resources } from '../../../src/domain/desks';
import { seedOpLogFrom } from '../platform/oplog';
import { seeders, threadSeeders } from '../seed';
import { historyOpLog } from '../seed/oplog';
import { registerSeeders, registerThreadSeeders, storedRows } from './tables';

export { serverText as t } from '../../../src/domain/serverMessages';
export { MAX_BULK, MAX_EXPORT_ROWS, MAX_PAGE_SIZE, hasRowSource, loadRows, registerSeeders, rowsOf, storedRows, type Actor } from './tables';
export {
  addRowFilter,
  onAction,
  onChange,
  onReply,
  onSubmit,
  onWrite,
  type ActionEvent,
  type ActionHook,
  type ChangeEvent,
  type ChangeListener,
  type ReplyEvent,
  type RowFilter,
  type SubmitEvent,
  type SubmitHook,
  type WriteCheck,
  type WriteEvent,
  visibleTo,
} from './hooks';
export { can, definition, invalidIssues, present } from './recordRules';
export { countRows, exportRows, get, list, parseQuery, revealPersonal, type PageResult, type ParsedQuery } from './query';
export { act, bulkAct, create, remove, update } from './writes';
export { attach, detach } from '../files/attachments';
export { appendHistory, findRecord, keepServerFields, systemCreate, systemTransition } from './serverSteps';

registerSeeders(seeders);
registerThreadSeeders(threadSeeders);
seedOpLogFrom(() => historyOpLog(resources.map((def) => ({ def, rows: storedRows(def) }))));

/** The base path of a resource's calls. */
export const basePath = (def: ResourceDef) => `${API[def.base]}/${def.key}`;

/** The keys of the action body (input fields, comment, version): for documentation and tests. */
export const actionBodyKeys = (action: ActionDef) => [...actionInputKeys(action), 'version'];
