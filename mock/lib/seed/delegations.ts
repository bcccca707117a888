/**
 * 外出委托's records (the engine's `approvalDelegation`), laid out around today so that each stands where
 * its name says: 张伟's leave next month (有效, 未开始), 刘洋's trip last month (有效, 已结束) and 陈静's
 * cancelled one. None is running, so the seeded approvals route to their own approvers.
 */
import type { ResourceRecord } from '../../../src/domain/engine';
import { DAY, HOUR, seedAnchor } from './build';
import { DEMO } from './people';

type Who = keyof typeof DEMO;

function delegation(
  n: number,
  from: Who,
  to: Who,
  startDay: number,
  days: number,
  businessTypes: string[],
  reason: string,
  cancelDay?: number,
  now = Date.now(),
) {
  const anchor = seedAnchor(now);
  const start = anchor + startDay * DAY + 9 * HOUR; // 09:00 in China
  // asked for five days ahead, or — for one still to come — the day before the seed's today
  const made = new Date(Math.min(start - 5 * DAY, anchor - DAY + 10 * HOUR)).toISOString();
  const by = DEMO[from];
  const cancelled = cancelDay === undefined ? undefined : new Date(anchor + cancelDay * DAY).toISOString();
  const record: ResourceRecord = {
    id: `DLG-${String(n).padStart(4, '0')}`,
    fromUserNo: by.userNo,
    toUserNo: DEMO[to].userNo,
    from: new Date(start).toISOString(),
    to: new Date(start + days * DAY).toISOString(),
    businessTypes,
    reason,
    status: cancelled ? 'CANCELLED' : 'ACTIVE',
    createdAt: made,
    updatedAt: cancelled ?? made,
    version: cancelled ? 2 : 1,
    history: [
      { at: made, operatorNo: by.userNo, operatorName: by.userName, action: 'create', to: 'ACTIVE' },
      ...(cancelled ? [{ at: cancelled, operatorNo: by.userNo, operatorName: by.userName, action: 'cancel', from: 'ACTIVE', to: 'CANCELLED' }] : []),
    ],
  };
  return record;
}

export const seedDelegations = (now = Date.now()): ResourceRecord[] => [
  delegation(1, 'engineer', 'manager', 30, 7, ['cifficultReport'], '年假', undefined, now),
  delegation(2, 'trainer', 'staff', -40, 5, [], '外出培训', undefined, now),
  delegation(3, 'staff', 'trainer', -20, 3, ['leaseOrder', 'claimApplication'], '出差', -22, now),
];
