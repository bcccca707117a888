/**
 * The registry of every resource the engine serves: an import and an entry in `resources` per desk
 * (`npm run new-desk` writes both; docs/resource-engine.md). Everything else follows from it: the mock
 * answers its calls (mock/resources.ts), the OpenAPI document lists them (scripts/openapi.ts), its
 * permission codes are in the catalogue (src/domain/catalogue.ts) and so in 系统功能's tree
 * (src/domain/admin/functions.ts); a desk of our own has its route, menu entry and demo roles' grants
 * from its line in OWN_DESKS (src/domain/menu.ts), a desk of the spec from its page's or group's row
 * of src/domain/admin/demoRoles.ts.
 */
import type { ResourceDef } from '../engine';
import { aogOrder, leaseOrder, procurementOrder, substitutionOrder } from './orders';
import { applicationResources } from './applications';
import { serviceResources } from './service';
import { cbbPost } from './cbb';
import { portalContent, suggestion } from './voice';
import { support } from './support';
import { specialist, specialistList } from './specialists';
import { knowledgeResources } from './knowledge';
import { repairShopResources } from './repairShop';
import { trainingResources } from './training';
import { surveysList } from '../surveys/definition';
import { customerProfile } from './customerProfile';
import { inventory } from './inventory';
import { administrationResources } from './administration';
import { approvalDelegation } from './approvalDelegation';

export const resources: ResourceDef[] = [
  procurementOrder,
  aogOrder,
  leaseOrder,
  substitutionOrder,
  ...applicationResources,
  ...serviceResources,
  cbbPost,
  suggestion,
  portalContent,
  support,
  specialistList,
  specialist,
  ...knowledgeResources,
  ...repairShopResources,
  ...trainingResources,
  surveysList,
  customerProfile,
  inventory,
  ...administrationResources,
  approvalDelegation,
];

const byKey = new Map(resources.map((r) => [r.key, r]));

/** The definition of `key`, or undefined. */
export const resourceOf = (key: string): ResourceDef | undefined => byKey.get(key);

/**
 * Register a definition after start (tests that prove an engine capability on a definition of their
 * own): the mock's generic store, its row filters and the permission catalogue then know it; its
 * routes are `routesOf(def)` of mock/resources.ts. Business resources are listed above instead.
 */
export function registerResource(def: ResourceDef): ResourceDef {
  if (byKey.has(def.key)) throw new Error(`resource ${def.key} is registered already`);
  resources.push(def);
  byKey.set(def.key, def);
  return def;
}

export { aogOrder, leaseOrder, procurementOrder, substitutionOrder };
export { support, specialist, specialistList };
