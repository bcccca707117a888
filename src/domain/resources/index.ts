/**
 * The registry of every resource the engine serves. Append your definition to `resources` (one line)
 * — the mock then answers its calls (mock/resources.ts), the OpenAPI document lists them
 * (scripts/openapi.ts), and its permission codes join the catalogue (src/domain/catalogue.ts).
 */
import { registerElementCodes } from '../catalogue';
import { codesOf, type ResourceDef } from '../resource';
import { aogOrder, leaseOrder, procurementOrder, substitutionOrder } from './orders';
import { applicationResources } from './applications';

export const resources: ResourceDef[] = [
  procurementOrder,
  aogOrder,
  leaseOrder,
  substitutionOrder,
  ...applicationResources,
];

const byKey = new Map(resources.map((r) => [r.key, r]));

/** The definition of `key`, or undefined. */
export const resourceOf = (key: string): ResourceDef | undefined => byKey.get(key);

/**
 * Register a definition after start (tests that prove an engine capability on a definition of their
 * own): the mock's generic store, its row filters and the permission catalogue then know it; its
 * routes are `routesOf(def)` of mock/resources.ts. Business resources are listed above instead.
 */
export function registerResource(def: ResourceDef) {
  if (byKey.has(def.key)) throw new Error(`resource ${def.key} is registered already`);
  resources.push(def);
  byKey.set(def.key, def);
}

registerElementCodes(() => resources.flatMap(codesOf));

export { aogOrder, leaseOrder, procurementOrder, substitutionOrder };
