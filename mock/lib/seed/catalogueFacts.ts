import type { Values } from '../../../src/domain/engine';
import { CATALOGUE_FACTS, EXPORT_CONTROL_OF, SUPERSEDED, TWO_WAY_ALTERNATES, type PartClass } from './parts';

/**
 * A product's catalogue facts (class, serials, TAT, shelf life, export control, DG) from its kind, and
 * its supersession and alternates: a superseded base part points to its A variant (which may replace
 * it one way), and a few base parts interchange both ways with their B variant. No random numbers: the
 * rest of the seed stays as it was.
 */
export function catalogueFacts(pn: string, kind: PartClass, variant: number): Values {
  const { partClass, serialised, repairTatDays, shelfLifeMonths, exportControl, dangerousGoods } = CATALOGUE_FACTS[kind];
  const letter = variant ? String.fromCharCode(64 + variant) : '';
  const alternates: Values[] = [];
  const from = variant === 0 ? SUPERSEDED[pn] : undefined;
  if (from) alternates.push({ alternatePartNumber: `${pn}A`, interchange: 'ONE_WAY' });
  if (TWO_WAY_ALTERNATES.includes(pn) && (letter === '' || letter === 'B'))
    alternates.push({ alternatePartNumber: letter ? pn : `${pn}B`, interchange: 'TWO_WAY' });
  return {
    partClass,
    serialised,
    repairTatDays,
    shelfLifeMonths,
    exportControl: EXPORT_CONTROL_OF[pn] ?? exportControl,
    dangerousGoods,
    supersededBy: from ? `${pn}A` : null,
    supersededFrom: from ?? null,
    ...(alternates.length ? { alternates } : {}),
  };
}
