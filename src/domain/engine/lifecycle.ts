/**
 * Lifecycle rules, as data interpreted once: which actions a record's status allows (the page shows
 * those buttons, the mock accepts those transitions), whether it may be edited, and what an action
 * does to a record. Pure: `applyAction` returns a new record and never mutates its input.
 */
import { fixedValues } from './derive';
import { userNameField } from './mine';
import { mergeRows, patchProblem } from './lineItems';
import type { ActionDef, DomainContext, FieldDef, HistoryEntry, Issue, Lifecycle, ResourceDef, Values } from './types';

/** Statuses in which the record is in approval (locked until the approval ends). */
export function approvalStatuses(def: ResourceDef): readonly string[] {
  return (def.lifecycle?.statuses ?? []).filter((s) => s.inApproval).map((s) => s.key);
}

/** Whether the record is in approval now: nothing of it may change until the approval ends. */
export function isInApproval(def: ResourceDef, record: Values): boolean {
  return approvalStatuses(def).includes(String(record.status));
}

/** Statuses in which the record may be edited (default: the initial status only; never one in approval). */
export function editableStatuses(def: ResourceDef): readonly string[] {
  if (!def.lifecycle) return [];
  const locked = approvalStatuses(def);
  return (def.lifecycle.editableIn ?? [def.lifecycle.initial]).filter((s) => !locked.includes(s));
}

export function canEdit(def: ResourceDef, record: Values): boolean {
  if (!def.lifecycle) return true;
  return editableStatuses(def).includes(String(record.status));
}

/**
 * Why the record cannot be edited now, or null: in approval (until it is rejected or withdrawn), or a
 * status that is not editable. The page hides the edit button on the same rule; the server refuses.
 */
export function editProblem(def: ResourceDef, record: Values): Issue | null {
  if (canEdit(def, record)) return null;
  const params = { status: `${def.key}.status.${record.status}` };
  return isInApproval(def, record) ? { message: 'resource.error.inApproval', params } : { message: 'resource.error.notEditable', params };
}

/** Whether attachments may be added or removed: not in a final status, not while in approval. */
export function canChangeAttachments(def: ResourceDef, record: Values): boolean {
  if (!def.lifecycle) return true;
  const status = def.lifecycle.statuses.find((s) => s.key === record.status);
  return !status?.final && !status?.inApproval;
}

/** Why attachments cannot change now, or null (the server refuses only while in approval). */
export function attachmentProblem(def: ResourceDef, record: Values): Issue | null {
  return isInApproval(def, record) ? { message: 'resource.error.inApproval', params: { status: `${def.key}.status.${record.status}` } } : null;
}

export function canRemove(def: ResourceDef, record: Values): boolean {
  return def.removableIn.includes('*') || def.removableIn.includes(String(record.status));
}

/** Why the record cannot be deleted now, or null: a status that does not allow it, or the definition's own guard. */
export function removeProblem(def: ResourceDef, record: Values): Issue | null {
  if (!canRemove(def, record)) return { message: 'resource.error.notRemovable', params: { status: `${def.key}.status.${record.status}` } };
  return def.removeGuard?.(record) ?? null;
}

/** Actions a user could take on the record now (status-wise; permission is checked separately). */
export function availableActions(def: ResourceDef, record: Values): ActionDef[] {
  return (def.lifecycle?.actions ?? []).filter((a) => !a.system && a.from.includes(String(record.status)) && (a.offeredWhen?.(record) ?? true));
}

/** Why the action cannot be taken on the record now, or null. Checks existence, status and guard. */
export function actionProblem(
  def: ResourceDef,
  record: Values,
  actionKey: string,
  input: Values,
  ctx: DomainContext,
  opts: { system?: boolean } = {},
): Issue | null {
  const action = def.action(actionKey);
  if (!action || (action.system && !opts.system)) return { message: 'resource.error.unknownAction', params: { action: actionKey.slice(0, 60) } };
  if (!action.from.includes(String(record.status))) {
    return { message: 'resource.error.actionNotAllowed', params: { action: `${def.key}.action.${action.key}`, status: `${def.key}.status.${record.status}` } };
  }
  // rows that fill the record's own lines (a quote's prices) must match them one for one
  for (const f of action.input ?? []) {
    if (f.lines?.patch && f.key in input) {
      const problem = patchProblem(f, record[f.key], input[f.key]);
      if (problem) return problem;
    }
  }
  return action.guard?.(record, input, ctx) ?? null;
}

/** The input fields an action asks for on this record: an `askedWhen` field only when the record (as answered) meets it. */
export function actionInput(action: ActionDef, record?: Values): FieldDef[] {
  return (action.input ?? []).filter((f) => !f.askedWhen || (record !== undefined && f.askedWhen(record)));
}

/** The fields an action's input form holds (its input fields plus the comment). */
export function actionInputKeys(action: ActionDef): string[] {
  return [...(action.input ?? []).map((f) => f.key), ...(action.comment ? ['comment'] : [])];
}

export interface Operator {
  userNo: string;
  userName: string;
}

/**
 * The record after `action` (already checked with `actionProblem`, input already validated): status,
 * stamps, input values, the action's own changes, a history entry, a bumped version.
 */
export function applyAction(
  def: ResourceDef,
  record: Values,
  action: ActionDef,
  input: Values,
  ctx: DomainContext,
  operator: Operator,
  opts: { to?: string; comment?: string } = {},
): { record: Values; entry: HistoryEntry } {
  const at = new Date(ctx.now).toISOString();
  // an action that needs approval only sometimes (a long lease extension) goes into its approval status then
  const intoApproval = action.approval?.when(record, input, ctx) ? action.approval.status : undefined;
  const next: Values = { ...record };
  for (const f of action.input ?? []) {
    if (f.key in input) next[f.key] = f.lines?.patch ? mergeRows(record[f.key], input[f.key]) : input[f.key];
    // the label the server copied from the chosen option (an assigned engineer's name)
    if (f.labelInto && f.labelInto in input) next[f.labelInto] = input[f.labelInto];
  }
  for (const key of action.stamp ?? []) {
    const field = def.field(key);
    next[key] = field?.type === 'date' ? at.slice(0, 10) : at;
  }
  if (action.takes && def.mine.assigned) {
    next[def.mine.assigned] = operator.userNo;
    next[userNameField(def.mine.assigned)] = operator.userName;
  }
  for (const [k, v] of Object.entries(action.apply?.(next, input, ctx) ?? {})) {
    if (v === undefined) delete next[k];
    else next[k] = v;
  }
  // values fixed when this action is taken (a due date from the settings of today)
  Object.assign(next, fixedValues(def, next, ctx, action.key));
  const from = String(record.status);
  const to = opts.to ?? intoApproval ?? action.to;
  next.status = to;
  next.updatedAt = at;
  next.version = Number(record.version ?? 0) + 1;
  const comment = opts.comment ?? (typeof input.comment === 'string' && input.comment ? input.comment : undefined);
  const entry: HistoryEntry = {
    at,
    operatorNo: operator.userNo,
    operatorName: operator.userName,
    action: action.key,
    from,
    to,
    ...(comment ? { comment } : {}),
  };
  next.history = [...((record.history as HistoryEntry[]) ?? []), entry];
  return { record: next, entry };
}

/** Statuses reachable from the initial one (a status nobody can reach is a definition error). */
export function reachableStatuses(def: ResourceDef): Set<string> {
  const seen = new Set<string>();
  if (!def.lifecycle) return seen;
  const queue = [def.lifecycle.initial];
  while (queue.length) {
    const s = queue.shift()!;
    if (seen.has(s)) continue;
    seen.add(s);
    for (const a of def.lifecycle.actions) if (a.from.includes(s)) queue.push(a.to, ...(a.approval ? [a.approval.status] : []));
  }
  return seen;
}

/**
 * The values an action's dialog starts with on a record: each input's `start` read from the record, and
 * the rows of a `patch` of line items, one per stored line, each cell's `start` read from its line.
 */
export function actionStart(fields: readonly FieldDef[], record: Values): Values {
  const out: Values = {};
  for (const f of fields) {
    if (f.type === 'lineItems' && f.lines?.patch) {
      const stored = Array.isArray(record[f.key]) ? (record[f.key] as Values[]) : [];
      out[f.key] = stored.map((line) => {
        const row: Values = {};
        for (const c of f.lines!.fields) {
          const v = c.start?.(line, record);
          if (v !== undefined && v !== null) row[c.key] = v;
        }
        return row;
      });
      continue;
    }
    const v = f.start?.(record, record);
    if (v !== undefined && v !== null) out[f.key] = v;
  }
  return out;
}

/**
 * The lifecycle of a record switched on and off (启用 / 停用, each asked first; 停用 in red): editable in
 * both, new records on unless `initial` says off. `disable` / `enable` add to the two actions (a guard, a
 * notice), `more` adds others.
 */
export function onOffLifecycle(
  opts: { initial?: 'ENABLED' | 'DISABLED'; disable?: Partial<ActionDef>; enable?: Partial<ActionDef>; more?: ActionDef[] } = {},
): Lifecycle {
  return {
    initial: opts.initial ?? 'ENABLED',
    editableIn: ['ENABLED', 'DISABLED'],
    statuses: [{ key: 'ENABLED', tone: 'success' }, { key: 'DISABLED' }],
    actions: [
      { key: 'disable', from: ['ENABLED'], to: 'DISABLED', confirm: true, danger: true, ...opts.disable },
      { key: 'enable', from: ['DISABLED'], to: 'ENABLED', confirm: true, ...opts.enable },
      ...(opts.more ?? []),
    ],
  };
}
