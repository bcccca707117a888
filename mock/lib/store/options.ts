/**
 * The option-configuration store (选项配置): the dictionaries every select of the portal reads — the
 * records of the engine's `selectType` (src/domain/desks/dictionaries.ts), read here as the slim
 * `{type, name, items}` of mock/options.ts — and the numeric settings domain rules read (AOG response
 * minutes, core return days): the records of the engine's `selectSetting` (src/domain/desks/settings.ts),
 * edited on 选项配置's 业务参数 tab; their ranges and defaults are the definition's.
 *
 * A disabled item is no longer accepted for new values (`dictionaryCheck` answers 'disabled') but still
 * labels the records that carry it (`labelOf`).
 */
import { SETTINGS, type SettingKey } from '../../../src/domain/desks/settings';
import { selectSetting } from '../../../src/domain/desks/selectSetting';
import { itemsOf, selectType } from '../../../src/domain/desks/dictionaries';
import { domainContext, validateValues, type DictionaryCheck, type DomainContext, type ResourceRecord } from '../../../src/domain/engine';
import { serverText } from '../../../src/domain/serverMessages';
import { customerProfile } from '../../../src/domain/desks/customerProfile';
import { storedRows, table } from './tables';
import { references } from './references';
import { invalid, notFound } from '../server/http';
import { lookups } from '../desks/lookups';
import { directoryEntry, orgEntry, signInFacts } from '../server/directory';

import type { Dictionary, DictionaryItem, Setting } from '../../../src/domain/options';

export type { Dictionary, DictionaryItem, Setting };

/** The settings in force: each stored record's value with its range and default (the definition's). */
const settings = (): Setting[] =>
  storedRows(selectSetting).flatMap((r) => {
    const spec = SETTINGS[r.key as SettingKey];
    return spec ? [{ key: spec.key, value: Number(r.value), default: spec.default, min: spec.min, max: spec.max }] : [];
  });

/** The stored dictionary record of `type`, if any. */
export function dictionaryRecord(type: string): ResourceRecord | undefined {
  for (const row of table(selectType).rows.values()) if (row.type === type) return row;
  return undefined;
}

/**
 * The dictionaries that follow other records: read from them at each call, never stored, so there is one
 * copy of what they list (the roles of `systemRole`). 选项配置 does not edit them; every select, label and
 * check reads them as it reads a stored dictionary — an item that is not enabled is not newly chosen
 * but still labels the records that hold it.
 */
const followed = new Map<string, () => Dictionary>();

/** Whether dictionary `type` follows other records (its type code is taken). */
export const isFollowedDictionary = (type: string): boolean => [...followed.keys()].some((t) => t.toLowerCase() === type.toLowerCase());

/** Let dictionary `type` follow other records (answers how to stop). */
export function registerFollowedDictionary(type: string, read: () => Dictionary): () => void {
  followed.set(type, read);
  return () => followed.delete(type);
}

/** A stored record's items by value, built once per stored version of the record (a write stores a new object). */
const itemIndex = new WeakMap<ResourceRecord, Map<string, DictionaryItem>>();
function itemsByValue(type: string): Map<string, DictionaryItem> | undefined {
  const follow = followed.get(type);
  if (follow) return new Map(follow().items.map((i) => [i.value, i]));
  const row = dictionaryRecord(type);
  if (!row) return undefined;
  let index = itemIndex.get(row);
  if (!index) itemIndex.set(row, (index = new Map(itemsOf(row).map((i) => [String(i.value), i as unknown as DictionaryItem]))));
  return index;
}

/** A record as the portal's selects read it: type, names and items in display order (a copy). */
function slim(row: ResourceRecord): Dictionary {
  const items = itemsOf(row)
    .map((i) => ({
      value: String(i.value),
      label: String(i.label),
      ...(i.labelEn ? { labelEn: String(i.labelEn) } : {}),
      order: Number(i.order),
      enabled: i.enabled !== false,
      ...(i.link ? { link: String(i.link) } : {}),
    }))
    .sort((a, b) => a.order - b.order);
  return { type: String(row.type), name: String(row.name), ...(row.nameEn ? { nameEn: String(row.nameEn) } : {}), items };
}

/** Every dictionary with its items in display order (copies: callers cannot change the store). */
export function listDictionaries(): Dictionary[] {
  return [...[...table(selectType).rows.values()].map(slim), ...[...followed.values()].map((read) => read())];
}

export function getDictionary(type: string): Dictionary {
  const follow = followed.get(type);
  if (follow) return follow();
  const row = dictionaryRecord(type);
  if (!row) throw notFound(serverText('server.options.dictionary', { type: String(type).slice(0, 40) }));
  return slim(row);
}

/** Whether `value` is an item of dictionary `type` (for validation). */
export const dictionaryCheck: DictionaryCheck = (type, value) => {
  const item = itemsByValue(type)?.get(value);
  if (!item) return 'unknown';
  return item.enabled === false ? 'disabled' : 'ok';
};

/** The label of an item (disabled items too), or the value itself when unknown. */
export function labelOf(type: string, value: string): string {
  return (itemsByValue(type)?.get(value)?.label as string | undefined) ?? value;
}

/**
 * Put `value` → `label` into dictionary `type` as the server (a list that follows other records: the
 * repair desk's outlets and technicians): a new item last, an existing one relabelled, the record's
 * version moved on so that an administrator's open form is told it changed.
 */
export function upsertItem(type: string, value: string, label: string): void {
  const row = dictionaryRecord(type);
  if (!row) throw notFound(serverText('server.options.dictionary', { type: String(type).slice(0, 40) }));
  const text = label.slice(0, 60);
  const items = itemsOf(row);
  const found = items.some((i) => i.value === value);
  if (found && items.every((i) => i.value !== value || i.label === text)) return;
  const next = found
    ? items.map((i) => (i.value === value ? { ...i, label: text, labelEn: text } : i))
    : [...items, { value, label: text, labelEn: text, order: items.length + 1, enabled: true }];
  table(selectType).rows.set(row.id, { ...row, items: next, updatedAt: new Date().toISOString(), version: row.version + 1 });
}

export function listSettings(): Setting[] {
  return settings();
}

/**
 * Set a numeric setting as the server (tests, tools): the definition's range rule holds, the record's
 * version moves on as an edit's would.
 */
export function setSetting(key: string, value: unknown): Setting {
  const row = table(selectSetting).rows.get(key);
  if (!row) throw notFound(serverText('server.options.setting', { key: String(key).slice(0, 40) }));
  const { issues } = validateValues(selectSetting, selectSetting.fields, { value }, { existing: row, rules: selectSetting.rules });
  if (issues.length) throw invalid(serverText(issues[0].message, issues[0].params));
  table(selectSetting).rows.set(key, { ...row, value, updatedAt: new Date().toISOString(), version: row.version + 1 });
  return settings().find((s) => s.key === key)!;
}

/** The customer master's record of an id (its fleet and agreements): what terms are taken from. */
const customerOf = (id: string) => table(customerProfile).rows.get(id);

/**
 * The domain context of "now" with the current settings, the customer master, the catalogue, stock,
 * what refers to a record from outside its resource, the user directory and the organization tree — what derived values and
 * rules read.
 */
export function settingsContext(now = Date.now()): DomainContext {
  const values: Record<string, number> = {};
  for (const s of settings()) values[s.key] = s.value;
  return domainContext(now, values, customerOf, { ...lookups(), references, user: directoryEntry, orgUnit: orgEntry, signIn: signInFacts });
}
