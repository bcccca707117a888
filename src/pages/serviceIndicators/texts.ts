/** The dashboard's texts of a figure: its title, its definition (the tooltip, docs/service-indicators.md) and its median. */
import { resourceOf } from '@/domain/desks';
import type { FigureAnswer, IndicatorsAnswer } from '@/domain/indicators';

export type T = (id: string, values?: Record<string, string | number>) => string;

export const figureTitle = (t: T, key: string) => t(`indicators.figure.${key}`);

export const figureDefinition = (t: T, key: string, settings: IndicatorsAnswer['settings']) =>
  t(`indicators.figure.${key}.definition`, { minutes: settings.aogResponseMinutes, hours: settings.supportUnansweredHours, days: settings.complaintCloseDays });

export const medianText = (t: T, f: Pick<FigureAnswer, 'unit' | 'median'>) =>
  f.unit && f.median !== null ? t(`indicators.unit.${f.unit}`, { n: f.median }) : null;

/** A desk's name (its menu entry's), for the records of one desk behind a figure. */
export const deskTitle = (t: T, resource: string) => t(resourceOf(resource)?.module ?? `menu.${resource}`);
