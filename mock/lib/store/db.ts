/**
 * The mock backend's in-memory database: named collections, seeded on first use from a
 * deterministic generator, kept on globalThis so that umi's reload of mock files on change keeps the
 * data. `resetDb()` (tests) drops everything so the next use seeds again.
 */
import { deserialize, serialize } from 'node:v8';

type Seeder<T> = () => T;

interface Db {
  collections: Map<string, unknown>;
  /**
   * Collections restored by `restoreDb` and not asked for since: their saved bytes, decoded on first
   * use — so a test that reads three tables decodes three, not the whole database.
   */
  saved: Map<string, Uint8Array>;
}

const db: Db = ((globalThis as any).__portalMockDb ??= { collections: new Map(), saved: new Map() });
// a database kept across a reload of the mock by an older version of this file
db.saved ??= new Map();

/** The names of the collections made so far (tests: what a saved copy would hold). */
export const collectionNames = () => [...db.collections.keys(), ...db.saved.keys()];

/** The collection `name`, created by `seed` the first time it is asked for. */
export function collection<T>(name: string, seed: Seeder<T>): T {
  if (!db.collections.has(name)) {
    const saved = db.saved.get(name);
    db.saved.delete(name);
    db.collections.set(name, saved ? deserialize(saved) : seed());
  }
  return db.collections.get(name) as T;
}

export function resetDb() {
  db.collections.clear();
  db.saved.clear();
}

/**
 * A restored collection's bytes as the collection would give them once read: v8 writes an object it
 * read back differently from the object it first wrote, so saved bytes are compared in that form
 * (decoded and written once per saved copy).
 */
const readBack = new WeakMap<Uint8Array, Uint8Array>();
const asRead = (bytes: Uint8Array): Uint8Array => {
  let again = readBack.get(bytes);
  if (!again) {
    again = serialize(deserialize(bytes));
    readBack.set(bytes, again);
  }
  return again;
};

/**
 * Every collection as bytes, by name in order (tests). Equal bytes before and after a call mean the
 * call changed nothing, whether or not it read the collection meanwhile.
 */
export function collectionBytes(): Map<string, Uint8Array> {
  const parts = new Map<string, Uint8Array>();
  for (const [name, bytes] of db.saved) parts.set(name, asRead(bytes));
  for (const [name, value] of db.collections) parts.set(name, serialize(value));
  return new Map([...parts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Each collection as it is now (tests): its value if it was asked for since the last restore, else its saved bytes. */
export function collectionStates(): Map<string, { value: unknown } | { bytes: Uint8Array }> {
  const states = new Map<string, { value: unknown } | { bytes: Uint8Array }>();
  for (const [name, bytes] of db.saved) states.set(name, { bytes });
  for (const [name, value] of db.collections) states.set(name, { value });
  return states;
}

/**
 * A copy of every collection as it is now (tests): seed once, `restoreDb(saved)` before each test —
 * much cheaper than seeding again. Each collection is saved on its own and decoded only when a test
 * asks for it.
 */
export const saveDb = (): Buffer => serialize(collectionBytes());

/** The collections of a saved copy, decoded once per copy: restoring the same copy again copies nothing. */
const decoded = new WeakMap<Buffer, Map<string, Uint8Array>>();

/** Back to a saved copy; each collection is decoded when it is first asked for again. */
export function restoreDb(saved: Buffer) {
  let parts = decoded.get(saved);
  if (!parts) {
    parts = deserialize(saved) as Map<string, Uint8Array>;
    decoded.set(saved, parts);
  }
  db.collections.clear();
  db.saved = new Map(parts);
}

/** A small deterministic PRNG (mulberry32) so seed data is the same on every start. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;
