/**
 * Seed data of every resource, by resource key. The store seeds a resource's table from here the
 * first time it is used. Append one line per resource; keep generators deterministic (db.ts `rng`).
 */
import type { ResourceRecord, ThreadMessage } from '../../../src/domain/resource';
import { seedAogOrders, seedLeaseOrders, seedProcurementOrders, seedSubstitutionOrders } from './orders';
import { applicationSeeders } from './applications';
import { seedCbb } from './cbb';
import { seedPortalContent, seedSuggestions } from './voice';

export const seeders: Record<string, () => ResourceRecord[]> = {
  procurementOrder: () => seedProcurementOrders(),
  aogOrder: () => seedAogOrders(),
  leaseOrder: () => seedLeaseOrders(),
  substitutionOrder: () => seedSubstitutionOrders(),
  ...applicationSeeders,
  cbbList: () => seedCbb().posts,
  suggestManagement: () => seedSuggestions(),
  portalMaintenance: () => seedPortalContent(),
};

/** Seeded reply threads, by `<resource>:<id>` (the CBB posts' comments). */
export const threadSeeds = (): Array<[string, ThreadMessage[]]> => seedCbb().threads;
