/**
 * Related records: a field declared `relatedTo: { resource }` holds the id of a record of another
 * resource (the exchange order raised from an AOG order holds `aogOrderId`). Each side's detail links
 * to the other — outgoing from the field, incoming by looking for records whose field holds this id.
 * The mock answers both directions (`GET <base>/:id/related`), filtered by what the user may see.
 */
import type { FieldDef, RelatedTo, ResourceDef } from './types';

/** One relation seen from one side. */
export interface Relation {
  /** the resource whose field holds the id */
  holder: ResourceDef;
  field: FieldDef & { relatedTo: RelatedTo };
  /** the resource of the record the id names */
  target: string;
}

/** One related record, as answered by the mock. */
export interface RelatedRecord {
  /** 'to': this record's field names it; 'from': its field names this record */
  direction: 'to' | 'from';
  resource: string;
  field: string;
  id: string;
  code?: string;
  status?: string;
}

const relationsOf = (def: ResourceDef): Relation[] =>
  def.fields
    .filter((f): f is FieldDef & { relatedTo: RelatedTo } => Boolean(f.relatedTo) && f.relatedTo?.related !== false)
    .map((field) => ({ holder: def, field, target: field.relatedTo.resource }));

/** Relations whose field sits on `def` (its records name others). */
export const outgoingRelations = (def: ResourceDef): Relation[] => relationsOf(def);

/** Relations of every registered resource that name records of `key`. */
export const incomingRelations = (all: readonly ResourceDef[], key: string): Relation[] => all.flatMap(relationsOf).filter((r) => r.target === key);

/** The resources a record of `key` may raise in `status` (their field and prefill). */
export const raisableFrom = (all: readonly ResourceDef[], key: string, status: unknown): Relation[] =>
  incomingRelations(all, key).filter((r) => r.field.relatedTo.raise?.from.includes(String(status)));
