/**
 * 被引用: a derived field naming what refers to a record — the workflow definitions routing to an
 * approval group, the desks reading a dictionary — as the mock's `DomainContext.references` answers
 * it. The names travel joined in one text (list, export, search); `referenceNames` reads them back for
 * the page's tags. A definition whose `removeGuard` reads the same answer refuses the delete meanwhile.
 */
import type { DomainContext, Values } from './fieldTypes';

const JOIN = '、';

/** The derive of such a field on `resource`'s records. */
export const referencedBy =
  (resource: string) =>
  (record: Values, ctx: DomainContext): string =>
    (ctx.references?.(resource, String(record.id)) ?? []).map((d) => d.name).join(JOIN);

/** The names a `referencedBy` value holds, in order. */
export const referenceNames = (value: unknown): string[] => (value ? String(value).split(JOIN) : []);
