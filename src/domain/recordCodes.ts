/**
 * Record codes (`AOG-20261123-0018`: the resource's codePrefix, the business date, a sequence) and
 * which resource a typed code names — global search opens the record it finds by code.
 */
import type { ResourceDef } from './engine';
import { resources } from './desks';

const RECORD_CODE = /^([A-Z]{1,8})-(\d{8})-(\d{1,6})$/;

/** The code as stored (trimmed, upper case) and its resource, when `text` looks like a record code of a registered resource. */
export function parseRecordCode(text: string, defs: readonly ResourceDef[] = resources): { code: string; def: ResourceDef } | null {
  const code = text.trim().toUpperCase();
  const m = RECORD_CODE.exec(code);
  if (!m) return null;
  const def = defs.find((d) => d.codePrefix === m[1]);
  return def ? { code, def } : null;
}

/** What the lookup by code answers: where the record is (the reader may open it), or null. */
export interface RecordLocation {
  resource: string;
  id: string;
  code: string;
}
