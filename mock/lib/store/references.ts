/**
 * What refers to a resource's records from outside the resource (DomainContext `references`,
 * src/domain/engine/fieldTypes.ts): one provider per resource key, registered by the module that keeps
 * the referring records. Every request's context (settingsContext) reads through here, so a definition's
 * derived value (a "used by" column) and its `removeGuard` see the references without knowing who keeps them.
 */
import type { RecordReference } from '../../../src/domain/engine';

type Provider = (id: string) => readonly RecordReference[];
const providers: Map<string, Provider> = ((globalThis as any).__portalReferenceProviders ??= new Map());

/** The records that refer to a record of `resource`, by its id (a later call for the same key replaces). */
export function registerReferences(resource: string, provider: Provider) {
  providers.set(resource, provider);
}

/** What refers to record `id` of `resource` (none without a provider). */
export const references = (resource: string, id: string): readonly RecordReference[] => providers.get(resource)?.(id) ?? [];
