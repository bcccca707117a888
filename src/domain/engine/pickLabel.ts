/** The label of a picked related record (`relatedTo.pick.label`: one field or several, joined by " · "). */
import type { Values } from './types';

export function pickLabel(label: string | readonly string[], record: Values | undefined): string | null {
  if (!record) return null;
  const text = (typeof label === 'string' ? [label] : label)
    .map((k) => record[k])
    .filter((v) => v !== undefined && v !== null && v !== '')
    .join(' · ');
  return text || null;
}
