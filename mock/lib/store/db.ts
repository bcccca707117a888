/**
 * The mock backend's in-memory database: named collections, seeded on first use from a
 * deterministic generator, kept on globalThis so that umi's reload of mock files on change keeps the
 * data. `resetDb()` (tests) drops everything so the next use seeds again.
 */
import { deserialize, serialize } from 'node:v8';

type Seeder<T> = () => T;

interface Db {
  collections: Map<string, unknown>;
}

const db: Db = ((globalThis as any).__portalMockDb ??= { collections: new Map() });

/** The names of the collections made so far (tests: what a saved copy would hold). */
export const collectionNames = () => [...db.collections.keys()];

/** The collection `name`, created by `seed` the first time it is asked for. */
export function collection<T>(name: string, seed: Seeder<T>): T {
  if (!db.collections.has(name)) db.collections.set(name, seed());
  return db.collections.get(name) as T;
}

export function resetDb() {
  db.collections.clear();
}

/**
 * A copy of every collection as it is now (tests): seed once, `restoreDb(saved)` before each test —
 * much cheaper than seeding again. Restoring copies again, so the saved state is never written to.
 */
export function saveDb(): Buffer {
  return serialize(db.collections);
}

export function restoreDb(saved: Buffer) {
  db.collections.clear();
  for (const [name, value] of deserialize(saved) as Map<string, unknown>) db.collections.set(name, value);
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
