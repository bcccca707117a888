/**
 * A fresh start's operation log tells the seeded records' past: every step of every seeded record's
 * history is an entry (time, operator, module, action, the record's code), oldest first; live
 * writes follow on.
 */
import { opLog } from '../../../mock/lib/platform/oplog';
import { officeIp } from '../../../mock/lib/seed/oplog';
import * as store from '../../../mock/lib/store/store';
import { procurementOrder, resourceOf, resources } from '@/domain/desks';
import { fresh } from './harness';
import { engineServer } from './routes';

const call = engineServer();

// the run's seeded copy: the log made from every record's history when the records were seeded
beforeEach(() => fresh());

describe('the operation log of a fresh start', () => {
  it('has one entry per history step of every seeded record, oldest first, numbered from 1', () => {
    const log = opLog();
    const steps = resources.reduce((n, def) => n + store.storedRows(def).reduce((m, r) => m + (r.history?.length ?? 0), 0), 0);
    expect(steps).toBeGreaterThan(1000);
    expect(log).toHaveLength(steps);
    expect(log.map((e) => e.id)).toEqual(log.map((_, i) => i + 1));
    for (let i = 1; i < log.length; i++) expect(log[i - 1].time <= log[i].time).toBe(true);
  });

  it("a record's entries match its timeline: who, when, what, under its module", () => {
    const record = store.storedRows(procurementOrder).find((r) => r.status === 'CLOSED')!;
    const entries = opLog().filter((e) => e.target === record.code);
    expect(entries.map((e) => [e.time, e.userNo, e.module])).toEqual(record.history!.map((h) => [h.at, h.operatorNo, '采购订单']));
    expect(entries[0]).toMatchObject({
      action: '新建',
      result: 'SUCCESS',
      userName: record.history![0].operatorName,
      ip: officeIp(record.history![0].operatorNo),
    });
    expect(entries.some((e) => e.action === '关闭')).toBe(true);
  });

  it("approval steps of a seeded application are logged under its module with the steps' names", () => {
    const approved = store.storedRows(resourceOf('claimApplication')!).find((r) => r.status === 'APPROVED')!;
    const entries = opLog().filter((e) => e.target === approved.code);
    expect(entries.map((e) => e.module)).toEqual(approved.history!.map(() => '索赔申请'));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['新建', '提交审批', '审批通过']));
    expect(entries.find((e) => e.action === '提交审批')?.detail).toContain('进入审批');
  });

  it('live writes are appended after the seeded past, numbered on', async () => {
    const before = opLog().length;
    const answer = await call('POST', '/api/management/procurementOrder', {
      user: 'manager',
      body: {
        customerId: 'C-CCA',
        lines: [{ partNumber: '3214552-1', partName: '空调组件温度传感器', quantity: 4, unit: 'EA', conditionCode: 'NE' }],
        certificateType: 'AAC-038',
        priority: 'URGENT',
        requiredBy: new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10),
      },
    });
    expect(answer.body.success).toBe(true);
    expect(opLog()).toHaveLength(before + 1);
    expect(opLog().at(-1)).toMatchObject({ id: before + 1, module: '采购订单', action: '新建', target: answer.body.data.code, userNo: 'manager' });
  });
});
