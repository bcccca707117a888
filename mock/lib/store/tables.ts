/**
 * The tables of the resource store: one map of records per resource definition, kept in the mock's
 * database (db.ts). A table is filled the first time it is used by the seeder registered for its
 * resource (`registerSeeders`, called by the store's entry module, store.ts) — the tables do not
 * know where their seed data comes from.
 */
import type { ResourceDef, ResourceRecord, ThreadMessage } from '../../../src/domain/engine';
import { collection } from './db';
import type { MockUser } from '../server/identitySeed';

export const MAX_PAGE_SIZE = 100;
export const MAX_EXPORT_ROWS = 20_000;
export const MAX_BULK = 200;
export const ID = /^[A-Za-z0-9_-]{1,64}$/;

export type Actor = Pick<MockUser, 'userNo' | 'userName'> & Partial<MockUser>;

interface Table {
  rows: Map<string, ResourceRecord>;
  /** next numeric id */
  next: number;
}

type Seeder = () => ResourceRecord[];
const seeders: Map<string, Seeder> = ((globalThis as any).__portalMockSeeders ??= new Map());

/** The generators of the seed data, by resource key (one call per key; a later call replaces). */
export function registerSeeders(byKey: Record<string, Seeder>) {
  for (const [key, fn] of Object.entries(byKey)) seeders.set(key, fn);
}

/**
 * The messages of the seeded records' reply threads, by resource key: record id → messages. Read by the
 * thread store (threads.ts) on its first use, after the resource's table was seeded (the generator of
 * the rows fills them).
 */
type ThreadSeeder = () => Map<string, ThreadMessage[]>;
const threadSeeders: Map<string, ThreadSeeder> = ((globalThis as any).__portalThreadSeeders ??= new Map());

export function registerThreadSeeders(byKey: Record<string, ThreadSeeder>) {
  for (const [key, fn] of Object.entries(byKey)) threadSeeders.set(key, fn);
}

export const threadSeedsOf = () => [...threadSeeders.entries()];

/** The keys of every registered generator, records' and threads' (tests: which seed a process makes). */
export const seedKeys = () => [...[...seeders.keys()].map((k) => `rows:${k}`), ...[...threadSeeders.keys()].map((k) => `threads:${k}`)];

const tableName = (key: string) => `resource:${key}`;

export function table(def: ResourceDef): Table {
  return collection<Table>(tableName(def.key), () => {
    const seeded = seeders.get(def.key)?.() ?? [];
    return { rows: new Map(seeded.map((r) => [r.id, r])), next: seeded.length + 1 };
  });
}
/** Replace every row of a resource (benchmarks, tests). */
export function loadRows(def: ResourceDef, rows: ResourceRecord[]) {
  const tbl = table(def);
  tbl.rows = new Map(rows.map((r) => [r.id, r]));
  tbl.next = rows.length + 1;
}

/**
 * Rows another module keeps and writes itself (the logs: mock/lib/admin/logSources.ts), read by the
 * store's list, export and detail instead of a table: `rows(reader)` answers them as `reader` may read
 * them (without a reader, as kept). A resource with a source is read-only: nothing of the store writes it.
 */
export interface RowSource {
  rows(reader?: Actor): readonly object[];
}
const sources: Map<string, RowSource> = ((globalThis as any).__portalRowSources ??= new Map());

/** Let `key`'s rows come from `source` (answers how to stop). */
export function registerRowSource(key: string, source: RowSource): () => void {
  sources.set(key, source);
  return () => sources.delete(key);
}

/** Whether `def`'s rows come from a source (the store writes none of them). */
export const hasRowSource = (def: ResourceDef) => sources.has(def.key);

/** The rows a reader of `def` is given: its source's, or its table's. */
export function rowsOf(def: ResourceDef, reader?: Actor): Iterable<ResourceRecord> {
  const source = sources.get(def.key);
  return source ? (source.rows(reader) as ResourceRecord[]) : table(def).rows.values();
}

/** The row `id` of `def` (a source's rows are found by their id as text). */
export function rowOf(def: ResourceDef, id: string, reader?: Actor): ResourceRecord | undefined {
  const source = sources.get(def.key);
  if (!source) return table(def).rows.get(id);
  return (source.rows(reader) as ResourceRecord[]).find((r) => String(r.id) === id);
}

/** All rows of the resource's table (copies are not made: read-only use); a row source's rows are `rowsOf`'s. */
export const storedRows = (def: ResourceDef): ResourceRecord[] => [...table(def).rows.values()];

/** The next record number of a resource on the day of `now` (China time): PREFIX-YYYYMMDD-0001. */
export function nextCode(def: ResourceDef, now: number): string {
  const day = new Date(now + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '');
  const prefix = `${def.codePrefix}-${day}-`;
  let max = 0;
  for (const row of table(def).rows.values()) {
    if (typeof row.code === 'string' && row.code.startsWith(prefix)) max = Math.max(max, Number(row.code.slice(prefix.length)) || 0);
  }
  return `${prefix}${String(max + 1).padStart(4, '0')}`;
}
