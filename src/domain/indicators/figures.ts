/** The service figures, one definition each (docs/service-indicators.md), in the dashboard's order. */
import { aogResponse } from './aogResponse';
import { complaintClosure } from './complaintClosure';
import { coreReturn } from './coreReturn';
import { fillRate, onTimeDelivery } from './delivery';
import { repairTat } from './repairTat';
import { supportResponse } from './supportResponse';
import { trainingFill } from './trainingFill';
import type { FigureDef, FigureKey } from './types';

export const FIGURES: readonly FigureDef[] = [aogResponse, repairTat, onTimeDelivery, fillRate, coreReturn, complaintClosure, supportResponse, trainingFill];

export const figureOf = (key: string): FigureDef | undefined => FIGURES.find((f) => f.key === (key as FigureKey));
