/**
 * Seed data of every resource, by resource key. The store seeds a resource's table from here the
 * first time it is used. Append one line per resource; keep generators deterministic (db.ts `rng`).
 */
import type { ResourceRecord, ThreadMessage } from '../../../src/domain/resource';
import { seedAogOrders, seedLeaseOrders, seedProcurementOrders, seedSubstitutionOrders } from './orders';
import { applicationSeeders } from './applications';
import { seedExpertRequests, seedExperts, seedSupportCases, supportThreads } from './support';
import { knowledgeSeeders } from './knowledge';
import { seedSurveys } from './surveys';

export const seeders: Record<string, () => ResourceRecord[]> = {
  procurementOrder: () => seedProcurementOrders(),
  aogOrder: () => seedAogOrders(),
  leaseOrder: () => seedLeaseOrders(),
  substitutionOrder: () => seedSubstitutionOrders(),
  ...applicationSeeders,
  surveysList: () => seedSurveys(),
  support: () => seedSupportCases(),
  specialistList: () => seedExperts(),
  specialist: () => seedExpertRequests(),
  ...knowledgeSeeders,
};

/** The reply threads of seeded records (record id → messages), filled when the records are generated. */
export const threadSeeders: Record<string, () => Map<string, ThreadMessage[]>> = {
  support: supportThreads,
};
