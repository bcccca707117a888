/**
 * The four order desks (domain.md §3): procurement, AOG, lease and exchange (substitution) orders —
 * one file per desk, their shared parts in common.ts. Read by the pages and the mock alike.
 */
import { aogOrder } from './aog';
import { substitutionOrder } from './exchange';
import { leaseOrder } from './lease';
import { procurementOrder } from './procurement';

export * from './common';
export * from './procurement';
export * from './aog';
export * from './lease';
export * from './exchange';

export const orderResources = [procurementOrder, aogOrder, leaseOrder, substitutionOrder];
