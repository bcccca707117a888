/**
 * The extension points of the resource store (see store.ts for what each is for): row filters (data
 * scope, secrecy), submit hooks, action hooks and change listeners. Registered by other modules; run by
 * the store's reads and writes.
 */
import type { Request } from 'express';
import type { ActionDef, DomainContext, ResourceDef, ResourceRecord, Values } from '../../src/domain/resource';
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
export type ChangeListener = (e: ChangeEvent) => void;

export const hooks = {
  filters: [] as Array<{ resource: string; fn: RowFilter }>,
  submit: [] as Array<{ resource: string; fn: SubmitHook }>,
  action: [] as Array<{ resource: string; action: string; fn: ActionHook }>,
  change: [] as Array<{ resource: string; fn: ChangeListener }>,
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

export function visibleTo(def: ResourceDef, user: Actor) {
  const filters = hooks.filters.filter((h) => matches(h.resource, def.key));
  if (filters.length === 0) return () => true;
  return (row: ResourceRecord) => filters.every((h) => h.fn(row, user, def));
}

export function emit(e: ChangeEvent) {
  for (const h of hooks.change) if (matches(h.resource, e.def.key)) h.fn(e);
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
