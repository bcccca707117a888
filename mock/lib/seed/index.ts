/**
 * Seed data of every resource, by resource key. The store seeds a resource's table from here the
 * first time it is used. An import and a line per resource (`npm run new-desk` writes both; a plain
 * desk's generator is `seedDesk` of ./desk.ts); keep generators deterministic (db.ts `rng`).
 */
import type { ResourceRecord, ThreadMessage } from '../../../src/domain/engine';
import { seedAogOrders, seedLeaseOrders, seedProcurementOrders, seedSubstitutionOrders } from './orders';
import { applicationSeeders } from './applications';
import { seedCbb } from './cbb';
import { seedPortalContent, seedSuggestions } from './voice';
import { seedExpertRequests, seedExperts, seedSupportCases, supportThreads } from './support';
import { knowledgeSeeders } from './knowledge';
import { seedOutlets, seedPersonnel } from './outlets';
import { seedReturnFactory, seedWorkOrders } from './repairShop';
import { seedFaq } from './faq';
import { seedConversations } from './service';
import { trainingSeeders } from './training';
import { seedSurveys } from './surveys';
import { seedCustomerProfile } from './customerProfile';
import { seedInventory } from './inventory';
import { withAgreementTerms } from './exchangeTerms';
import { seedFunctionRecords } from '../server/functions';
import { seedDelegations } from './delegations';
import {
  seedApprovalGroups,
  seedWorkflowDefinitions,
  seedDictionaryRecords,
  seedInformationLevels,
  seedPasswordTemplates,
  seedPersonnelLevels,
  seedSelectSettings,
  seedSystemUserRoles,
  seedSystemUsers,
  seedOrganizationUnits,
  seedDataScopes,
} from './administration';

export const seeders: Record<string, () => ResourceRecord[]> = {
  procurementOrder: () => seedProcurementOrders(),
  aogOrder: () => seedAogOrders(),
  leaseOrder: () => seedLeaseOrders(),
  substitutionOrder: () => withAgreementTerms(seedSubstitutionOrders(), seedCustomerProfile()),
  ...applicationSeeders,
  cbbList: () => seedCbb().posts,
  suggestManagement: () => seedSuggestions(),
  portalMaintenance: () => seedPortalContent(),
  surveysList: () => seedSurveys(),
  support: () => seedSupportCases(),
  specialistList: () => seedExperts(),
  specialist: () => seedExpertRequests(),
  ...knowledgeSeeders,
  returnFactory: () => seedReturnFactory(),
  workOrder: () => seedWorkOrders(),
  maintenancePoint: () => seedOutlets(),
  maintenancePersonnel: () => seedPersonnel(),
  customerService: () => seedConversations(),
  faq: () => seedFaq(),
  ...trainingSeeders,
  customerProfile: () => seedCustomerProfile(),
  inventory: () => seedInventory(),
  passwordTemplate: () => seedPasswordTemplates(),
  approvalGroup: () => seedApprovalGroups(),
  workFlowDefinition: () => seedWorkflowDefinitions(),
  selectType: () => seedDictionaryRecords(),
  selectSetting: () => seedSelectSettings(),
  systemUser: () => seedSystemUsers(),
  systemUserRole: () => seedSystemUserRoles(),
  informationSecretLevel: () => seedInformationLevels(),
  personnelSecretLevel: () => seedPersonnelLevels(),
  Organization: () => seedOrganizationUnits(),
  personnelAuthorization: () => seedDataScopes(),
  systemFunction: () => seedFunctionRecords(),
  approvalDelegation: () => seedDelegations(),
};

/** The reply threads of seeded records (record id → messages), filled when the records are generated. */
export const threadSeeders: Record<string, () => Map<string, ThreadMessage[]>> = {
  support: supportThreads,
  cbbList: () => seedCbb().threads,
};
