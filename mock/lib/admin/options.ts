/**
 * The option-configuration store (选项配置): dictionaries (type, name, items with value, label, order,
 * enabled) that every select of the portal reads, and the numeric settings domain rules read
 * (AOG response minutes, core return days). Clean functions for the endpoints of mock/options.ts and
 * for the 选项配置 page's endpoints: they validate fully before they change anything and throw
 * `BizFailure` (invalid / notFound) on bad input.
 *
 * A disabled item is no longer accepted for new values (`dictionaryCheck` answers 'disabled') but still
 * labels the records that carry it.
 */
import { SETTINGS } from '../../../src/domain/desks/settings';
import { domainContext, type DictionaryCheck, type DomainContext } from '../../../src/domain/engine';
import { serverText } from '../../../src/domain/serverMessages';
import { textProblem, textProblemKey } from '../../../src/domain/text';
import { TRACKING_LINK_MAX, trackingLinkProblem } from '../../../src/domain/tracking';
import { customerProfile } from '../../../src/domain/desks/customerProfile';
import { collection } from '../store/db';
import { table } from '../store/tables';
import { references } from '../store/references';
import { invalid, notFound } from '../server/http';
import { seedDictionaries } from '../seed/dictionaries';
import { lookups } from '../desks/lookups';
import { directoryEntry } from '../server/directory';

import type { Dictionary, DictionaryItem, Setting } from '../../../src/domain/options';

export type { Dictionary, DictionaryItem, Setting };

const dictionaries = () => collection<Dictionary[]>('dictionaries', seedDictionaries);
const settings = () =>
  collection<Setting[]>('settings', () => Object.values(SETTINGS).map((s) => ({ key: s.key, value: s.default, default: s.default, min: s.min, max: s.max })));

/** Item lookups, rebuilt when a dictionary changes. */
let index: Map<string, Map<string, DictionaryItem>> | null = null;
let indexed: Dictionary[] | null = null;
const lookup = () => {
  const all = dictionaries();
  if (!index || indexed !== all) {
    index = new Map(all.map((d) => [d.type, new Map(d.items.map((i) => [i.value, i]))]));
    indexed = all;
  }
  return index;
};
const touched = () => {
  index = null;
};

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** Every dictionary with its items in display order (copies: callers cannot change the store). */
export function listDictionaries(): Dictionary[] {
  return dictionaries().map((d) => ({ ...copy(d), items: [...d.items].sort((a, b) => a.order - b.order).map(copy) }));
}

export function getDictionary(type: string): Dictionary {
  const d = dictionaries().find((x) => x.type === type);
  if (!d) throw notFound(serverText('server.options.dictionary', { type: String(type).slice(0, 40) }));
  return { ...copy(d), items: [...d.items].sort((a, b) => a.order - b.order).map(copy) };
}

/** Whether `value` is an item of dictionary `type` (for validation). */
export const dictionaryCheck: DictionaryCheck = (type, value) => {
  const item = lookup().get(type)?.get(value);
  if (!item) return 'unknown';
  return item.enabled ? 'ok' : 'disabled';
};

/** The label of an item (disabled items too), or the value itself when unknown. */
export function labelOf(type: string, value: string): string {
  return lookup().get(type)?.get(value)?.label ?? value;
}

const TYPE = /^[a-zA-Z][a-zA-Z0-9_-]{1,39}$/;
const VALUE = /^[A-Za-z0-9][A-Za-z0-9_.\-/ ]{0,39}$/;

function checkText(what: string, v: unknown, max: number, required = true): string {
  if (v === undefined || v === null || v === '') {
    if (required) throw invalid(serverText('resource.validation.required', { label: what }));
    return '';
  }
  if (typeof v !== 'string') throw invalid(serverText('resource.validation.type', { label: what }));
  const s = v.trim();
  if (required && !s) throw invalid(serverText('resource.validation.required', { label: what }));
  if (s.length > max) throw invalid(serverText('resource.validation.maxLength', { label: what, max }));
  const problem = textProblem(s);
  if (problem) throw invalid(serverText(textProblemKey(problem), { label: what }));
  return s;
}

function checkItems(raw: unknown): DictionaryItem[] {
  if (!Array.isArray(raw)) throw invalid(serverText('server.options.itemsList'));
  if (raw.length > 500) throw invalid(serverText('server.options.itemsMax', { max: 500 }));
  const seen = new Set<string>();
  return raw.map((it, i) => {
    if (!it || typeof it !== 'object' || Array.isArray(it)) throw invalid(serverText('server.options.itemMalformed', { n: i + 1 }));
    const extra = Object.keys(it).filter((k) => !['value', 'label', 'labelEn', 'order', 'enabled', 'link'].includes(k));
    if (extra.length) throw invalid(serverText('server.options.itemExtra', { n: i + 1, fields: extra.join('、').slice(0, 60) }));
    const value = checkText(serverText('server.options.label.itemValue', { n: i + 1 }), (it as any).value, 40);
    if (!VALUE.test(value)) throw invalid(serverText('server.options.itemValue', { n: i + 1 }));
    if (seen.has(value)) throw invalid(serverText('server.options.itemTwice', { value }));
    seen.add(value);
    const label = checkText(serverText('server.options.label.itemLabel', { n: i + 1 }), (it as any).label, 60);
    const labelEn = checkText(serverText('server.options.label.itemLabelEn', { n: i + 1 }), (it as any).labelEn, 60, false) || undefined;
    const order = (it as any).order ?? i + 1;
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 100000)
      throw invalid(serverText('server.options.itemOrder', { n: i + 1 }));
    const enabled = (it as any).enabled ?? true;
    if (typeof enabled !== 'boolean') throw invalid(serverText('server.options.itemEnabled', { n: i + 1 }));
    const link = checkText(serverText('server.options.label.itemLink', { n: i + 1 }), (it as any).link, TRACKING_LINK_MAX, false) || undefined;
    const linkProblem = link ? trackingLinkProblem(link) : null;
    if (linkProblem) throw invalid(serverText(linkProblem, { n: i + 1, placeholder: '{no}' }));
    return { value, label, ...(labelEn ? { labelEn } : {}), order, enabled, ...(link ? { link } : {}) };
  });
}

/**
 * Create or replace a dictionary ({type, name, nameEn?, items}). Items removed from a dictionary that
 * records still carry keep displaying their raw value; prefer disabling them.
 */
export function saveDictionary(input: unknown): Dictionary {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw invalid(serverText('server.body.notObject'));
  const extra = Object.keys(input).filter((k) => !['type', 'name', 'nameEn', 'items'].includes(k));
  if (extra.length) throw invalid(serverText('server.body.extraFields', { fields: extra.join('、').slice(0, 60) }));
  const raw = input as Record<string, unknown>;
  const type = checkText(serverText('server.options.label.type'), raw.type, 40);
  if (!TYPE.test(type)) throw invalid(serverText('server.options.typeCode'));
  const name = checkText(serverText('server.options.label.name'), raw.name, 40);
  const nameEn = checkText(serverText('server.options.label.nameEn'), raw.nameEn, 60, false) || undefined;
  const items = checkItems(raw.items ?? []);
  const all = dictionaries();
  const next: Dictionary = { type, name, ...(nameEn ? { nameEn } : {}), items };
  const at = all.findIndex((d) => d.type === type);
  if (at >= 0) all[at] = next;
  else all.push(next);
  touched();
  return copy(next);
}

/** Enable or disable one item. */
export function setItemEnabled(type: string, value: string, enabled: boolean): DictionaryItem {
  if (typeof enabled !== 'boolean') throw invalid(serverText('server.options.enabled'));
  const d = dictionaries().find((x) => x.type === type);
  if (!d) throw notFound(serverText('server.options.dictionary', { type: String(type).slice(0, 40) }));
  const item = d.items.find((i) => i.value === value);
  if (!item) throw notFound(serverText('server.options.item', { value: String(value).slice(0, 40) }));
  item.enabled = enabled;
  touched();
  return copy(item);
}

/** Remove a dictionary. */
export function removeDictionary(type: string): void {
  const all = dictionaries();
  const at = all.findIndex((d) => d.type === type);
  if (at < 0) throw notFound(serverText('server.options.dictionary', { type: String(type).slice(0, 40) }));
  all.splice(at, 1);
  touched();
}

export function listSettings(): Setting[] {
  return settings().map(copy);
}

export function getSetting(key: string): number {
  const s = settings().find((x) => x.key === key);
  return s ? s.value : NaN;
}

/** Change a numeric setting within its bounds. */
export function setSetting(key: string, value: unknown): Setting {
  const s = settings().find((x) => x.key === key);
  if (!s) throw notFound(serverText('server.options.setting', { key: String(key).slice(0, 40) }));
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalid(serverText('server.options.settingInteger'));
  if (value < s.min || value > s.max) throw invalid(serverText('server.options.settingRange', { min: s.min, max: s.max }));
  s.value = value;
  return copy(s);
}

/** The customer master's record of an id (its fleet and agreements): what terms are taken from. */
const customerOf = (id: string) => table(customerProfile).rows.get(id);

/**
 * The domain context of "now" with the current settings, the customer master, the catalogue, stock,
 * what refers to a record from outside its resource and the user directory — what derived values and
 * rules read.
 */
export function settingsContext(now = Date.now()): DomainContext {
  const values: Record<string, number> = {};
  for (const s of settings()) values[s.key] = s.value;
  return domainContext(now, values, customerOf, { ...lookups(), references, user: directoryEntry });
}
