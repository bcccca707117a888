/**
 * A record's name shown where another record picked it links to that record's own page: a business
 * record's customer name (customerName, the label the server copies from the picked customerId) opens
 * the customer's page (客户视图). The rule is the definitions': a field that is the `labelInto` of a
 * `relatedTo.pick` whose resource has a record page (`OwnDesk.view`, src/domain/menu.ts) — declared
 * once there, read here by the list's cells and the detail drawer alike. Only for users who may open
 * that page (its desk's page code); plain text otherwise.
 */
import type { ReactNode } from 'react';
import { resourceOf } from '@/domain/desks';
import type { FieldDef, ResourceDef, Values } from '@/domain/engine';
import { recordViewHref } from '@/domain/menu';
import RecordLink from './RecordLink';
import type { Can } from './useCan';

export interface PickedView {
  /** the field holding the picked record's id (customerId) */
  idKey: string;
  /** the picked resource (customerProfile) */
  resource: string;
}

/** The picked record `field` names by its label, when that record has a page of its own and the user may open it. */
export function pickedViewOf(def: ResourceDef, field: FieldDef, can: Can): PickedView | undefined {
  const source = def.fields.find((f) => f.labelInto === field.key && f.relatedTo?.pick);
  const resource = source?.relatedTo?.resource;
  const target = resource ? resourceOf(resource) : undefined;
  if (!source || !target || !recordViewHref(target.key, '-') || !can(target.codes.read)) return undefined;
  return { idKey: source.key, resource: target.key };
}

/** `shown` (the label), as a link to the picked record's page when there is one. */
export function viewLinked(view: PickedView | undefined, record: Values, shown: ReactNode): ReactNode {
  const id = view ? record[view.idKey] : undefined;
  const href = view && typeof id === 'string' && id ? recordViewHref(view.resource, id) : undefined;
  return href && shown ? <RecordLink href={href}>{shown}</RecordLink> : shown;
}
