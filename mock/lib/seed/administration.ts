/**
 * The administration records the resource engine keeps (src/domain/desks/administration.ts), as first
 * seeded: three password templates, the standard one current. The demo users' passwords were changed
 * 30 days before the mock started, so none is due under any of them (the shortest expiry is 90 days).
 */
import type { ResourceRecord } from '../../../src/domain/engine';
import { DEMO } from './people';

const SEEDED_AT = '2025-10-08T02:00:00.000Z';

const template = (
  id: string,
  name: string,
  minLength: number,
  classes: string[],
  expiryDays: number,
  historyCount: number,
  status: string,
): ResourceRecord => ({
  id,
  name,
  minLength,
  classes,
  expiryDays,
  historyCount,
  status,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
  version: 1,
  history: [{ at: SEEDED_AT, operatorNo: DEMO.admin.userNo, operatorName: DEMO.admin.userName, action: 'create', to: status }],
});

export const seedPasswordTemplates = (): ResourceRecord[] => [
  template('PT-STANDARD', '标准策略', 8, ['upper', 'lower', 'digit', 'symbol'], 180, 3, 'ACTIVE'),
  template('PT-STRICT', '高强度策略', 12, ['upper', 'lower', 'digit', 'symbol'], 90, 5, 'INACTIVE'),
  template('PT-BASIC', '基础策略', 6, ['lower', 'digit'], 0, 0, 'INACTIVE'),
];
