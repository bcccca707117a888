/**
 * The extension points of the resource store (see store.ts for what each is for): row filters (data
 * scope, secrecy), submit hooks, action hooks and change listeners. Registered by other modules; run by
 * the store's reads and writes.
 */
import type { Request } from 'express';
import type { ActionDef, DomainContext, Issue, ResourceDef, ResourceRecord, Values } from '../../../src/domain/engine';
import type { Actor } from './tables';

export type RowFilter = (row: ResourceRecord, user: Actor, def: ResourceDef) => boolean;

export interface SubmitEvent {
  def: ResourceDef;
  /** the record as it will be stored (id, code, status already set); hooks must not mutate it */
  record: ResourceRecord;
  user: Actor;
  req?: Request;
  ctx: DomainContext;
  /** 'create' or the key of the submitting action */
  via: string;
}
export type SubmitHook = (e: SubmitEvent) => void | { status?: string; comment?: string };

export interface ActionEvent {
  def: ResourceDef;
  action: ActionDef;
  before: ResourceRecord;
  /** the record the action would store */
  after: ResourceRecord;
  input: Values;
  user: Actor;
  req?: Request;
  ctx: DomainContext;
}
export type ActionHook = (e: ActionEvent) => void | { status?: string; patch?: Values; comment?: string };

export interface ChangeEvent {
  def: ResourceDef;
  /** 'reply': a message posted in the record's thread (the record itself unchanged: before = after) */
  type: 'create' | 'update' | 'action' | 'remove' | 'attach' | 'detach' | 'system' | 'reply';
  action?: string;
  before?: ResourceRecord;
  after?: ResourceRecord;
  user: Actor;
}
/**
 * A listener may answer values made for this answer alone — a temporary password — which the write's
 * answer carries under `once` and nothing stores or answers again.
 */
export type ChangeListener = (e: ChangeEvent) => void | { once?: Record<string, string> };

/** A message posted in a record's reply thread (mock/lib/platform/threads.ts): the record as it was, the message, its author. */
export interface ReplyEvent {
  def: ResourceDef;
  record: ResourceRecord;
  message: { at: string; authorNo: string };
  user: Actor;
}
export type ReplyListener = (e: ReplyEvent) => void;
/**
 * A check of a create or edit that needs the store (a value unique among the records, a name taken by
 * an open request), run after the field validation and before anything is written: issues refuse the
 * write as VALIDATION; a patch adds server-filled values (denormalised names) to the stored record.
 */
export interface WriteEvent {
  def: ResourceDef;
  type: 'create' | 'update';
  /** the record as it would be stored */
  record: ResourceRecord;
  /** the stored record of an edit */
  before?: ResourceRecord;
  user: Actor;
  ctx: DomainContext;
  req?: Request;
}
/** A check answers nothing (fine), the issues that refuse the write, or issues and / or a patch. */
export type WriteCheck = (e: WriteEvent) => void | Issue[] | { issues?: Issue[]; patch?: Values };

export const hooks = {
  filters: [] as Array<{ resource: string; fn: RowFilter }>,
  submit: [] as Array<{ resource: string; fn: SubmitHook }>,
  action: [] as Array<{ resource: string; action: string; fn: ActionHook }>,
  change: [] as Array<{ resource: string; fn: ChangeListener }>,
  reply: [] as Array<{ resource: string; fn: ReplyListener }>,
  write: [] as Array<{ resource: string; fn: WriteCheck }>,
};
export const matches = (pattern: string, value: string) => pattern === '*' || pattern === value;

/** Data-scope / secrecy filter; returns a function that removes it. */
export function addRowFilter(resource: string, fn: RowFilter) {
  const entry = { resource, fn };
  hooks.filters.push(entry);
  return () => void hooks.filters.splice(hooks.filters.indexOf(entry), 1);
}
export function onSubmit(resource: string, fn: SubmitHook) {
  const entry = { resource, fn };
  hooks.submit.push(entry);
  return () => void hooks.submit.splice(hooks.submit.indexOf(entry), 1);
}
export function onAction(resource: string, action: string, fn: ActionHook) {
  const entry = { resource, action, fn };
  hooks.action.push(entry);
  return () => void hooks.action.splice(hooks.action.indexOf(entry), 1);
}
export function onChange(resource: string, fn: ChangeListener) {
  const entry = { resource, fn };
  hooks.change.push(entry);
  return () => void hooks.change.splice(hooks.change.indexOf(entry), 1);
}

/** Listen to posts in the reply threads of `resource` (a case's "waiting since" follows who wrote last). */
export function onReply(resource: string, fn: ReplyListener) {
  const entry = { resource, fn };
  hooks.reply.push(entry);
  return () => void hooks.reply.splice(hooks.reply.indexOf(entry), 1);
}

export function emitReply(e: ReplyEvent) {
  for (const h of hooks.reply) if (matches(h.resource, e.def.key)) h.fn(e);
}

/** Check the creates and edits of `resource` against the store (uniqueness, names to copy in). */
export function onWrite(resource: string, fn: WriteCheck) {
  const entry = { resource, fn };
  hooks.write.push(entry);
  return () => void hooks.write.splice(hooks.write.indexOf(entry), 1);
}

/** Run the write checks: every issue of every check, and the patches merged. */
export function runWriteChecks(e: WriteEvent): { issues: Issue[]; patch: Values } {
  const issues: Issue[] = [];
  let patch: Values = {};
  for (const h of hooks.write) {
    if (!matches(h.resource, e.def.key)) continue;
    const r = h.fn({ ...e, record: { ...e.record, ...patch } });
    if (Array.isArray(r)) issues.push(...r);
    else if (r) {
      if (r.issues) issues.push(...r.issues);
      if (r.patch) patch = { ...patch, ...r.patch };
    }
  }
  return { issues, patch };
}

export function visibleTo(def: ResourceDef, user: Actor) {
  const filters = hooks.filters.filter((h) => matches(h.resource, def.key));
  if (filters.length === 0) return () => true;
  return (row: ResourceRecord) => filters.every((h) => h.fn(row, user, def));
}

/** Tell the change listeners; answers the values they made for this answer alone (`once`), if any. */
export function emit(e: ChangeEvent): Record<string, string> | undefined {
  let once: Record<string, string> | undefined;
  for (const h of hooks.change) {
    if (!matches(h.resource, e.def.key)) continue;
    const r = h.fn(e);
    if (r?.once) once = { ...once, ...r.once };
  }
  return once;
}

export function runSubmitHooks(e: SubmitEvent): { status?: string; comment?: string } {
  let out: { status?: string; comment?: string } = {};
  for (const h of hooks.submit) {
    if (!matches(h.resource, e.def.key)) continue;
    const r = h.fn({ ...e, record: { ...e.record, ...(out.status ? { status: out.status } : {}) } });
    if (r) out = { ...out, ...r };
  }
  return out;
}

export function checkStatus(def: ResourceDef, status: string) {
  if (!def.lifecycle?.statuses.some((s) => s.key === status)) throw new Error(`hook asked for unknown status ${status} of ${def.key}`);
}
