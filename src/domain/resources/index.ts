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

registerElementCodes(() => resources.flatMap(codesOf));

export { aogOrder, leaseOrder, procurementOrder, substitutionOrder };
