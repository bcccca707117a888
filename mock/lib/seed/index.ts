/**
 * Seed data of every resource, by resource key. The store seeds a resource's table from here the
 * first time it is used. Append one line per resource; keep generators deterministic (db.ts `rng`).
 */
import type { ResourceRecord } from '../../../src/domain/resource';
import { seedAogOrders, seedLeaseOrders, seedProcurementOrders, seedSubstitutionOrders } from './orders';
import { applicationSeeders } from './applications';
import { seedSurveys } from './surveys';

export const seeders: Record<string, () => ResourceRecord[]> = {
  procurementOrder: () => seedProcurementOrders(),
  aogOrder: () => seedAogOrders(),
  leaseOrder: () => seedLeaseOrders(),
  substitutionOrder: () => seedSubstitutionOrders(),
  ...applicationSeeders,
  surveysList: () => seedSurveys(),
};
