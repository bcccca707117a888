/**
 * The workflow on real records: the resource routes of the mock (create, edit, submit) and the
 * workflow routes (approve, reject, withdraw) together — statuses, history timelines, refusals — and
 * the seeded data every demo user meets.
 */
import { pagesOfGroup } from '@/domain/admin/demoRoles';
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import { opLog } from '../../../mock/lib/platform/oplog';
import * as store from '../../../mock/lib/store/store';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import { resourceOf } from '@/domain/desks';
import { BUSINESS_TYPES, inApprovalStatuses, pendingTasksOf, startedBy } from '@/domain/workflow';
import { caller, fresh, ok } from '../mock/harness';
import { claimBody, leaseBody } from './fixtures';

const call = caller({ ...resourceRoutes, ...workflowRoutes });
const M = '/api/management';
const W = '/api/workflow';

const detail = (key: string, id: string, as = 'admin') => ok(call(`GET ${M}/${key}/:id`, { as, params: { id } }));
const myTask = (who: string, recordId: string) => {
  const page = call(`GET ${W}/tasks/pending`, { as: who, query: { pageSize: '100' } }).body.data as any[];
  return page.find((t) => t.recordId === recordId);
};

beforeEach(fresh);

describe('a claim through its approval', () => {
  it('submit → approve → reject with comment → edit and resubmit → approve twice → APPROVED, all in the history', () => {
    const created = ok(call(`POST ${M}/claimApplication`, { as: 'staff', body: claimBody }));
    expect(created.status).toBe('DRAFT');
    const submitted = ok(
      call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: created.version } }),
    );
    expect(submitted.status).toBe('IN_APPROVAL');
    expect(submitted.history.at(-1)).toMatchObject({ action: 'submit', from: 'DRAFT', to: 'IN_APPROVAL' });
    expect(submitted.history.at(-1).comment).toContain('客服经理审核');

    // node 1: 客服经理组 (manager, admin), any one
    const t1 = myTask('manager', created.id);
    expect(t1).toMatchObject({ nodeName: '客服经理审核', actions: ['approve', 'reject', 'transfer'] });
    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'manager', params: { id: t1.id }, body: { comment: '情况属实' } }));
    expect(myTask('admin', created.id)?.nodeName).toBe('财务复核');
    expect(detail('claimApplication', created.id).status).toBe('IN_APPROVAL');

    // node 2: 财务审核组, admin rejects with a comment
    const t2 = myTask('admin', created.id);
    ok(call(`POST ${W}/tasks/:id/reject`, { as: 'admin', params: { id: t2.id }, body: { comment: '损失清单缺少发票' } }));
    let rec = detail('claimApplication', created.id, 'staff');
    expect(rec.status).toBe('REJECTED');

    // the applicant edits and resubmits: a new round
    rec = ok(
      call(`PUT ${M}/claimApplication/:id`, {
        as: 'staff',
        params: { id: created.id },
        body: { lossAmount: 120000, remark: '已补充发票', version: rec.version },
      }),
    );
    rec = ok(
      call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: rec.version } }),
    );
    expect(rec.status).toBe('IN_APPROVAL');
    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'manager', params: { id: myTask('manager', created.id).id }, body: {} }));
    const last = ok(call(`POST ${W}/tasks/:id/approve`, { as: 'admin', params: { id: myTask('admin', created.id).id }, body: { comment: '同意赔付' } }));
    expect(last.recordStatus).toBe('APPROVED');

    rec = detail('claimApplication', created.id, 'staff');
    expect(rec.status).toBe('APPROVED');
    expect(rec.history.map((h: any) => [h.action, h.operatorNo, h.to])).toEqual([
      ['create', 'staff', 'DRAFT'],
      ['submit', 'staff', 'IN_APPROVAL'],
      ['approve', 'manager', 'IN_APPROVAL'],
      ['reject', 'admin', 'REJECTED'],
      ['edit', 'staff', undefined],
      ['submit', 'staff', 'IN_APPROVAL'],
      ['approve', 'manager', 'IN_APPROVAL'],
      ['approve', 'admin', 'APPROVED'],
    ]);
    expect(rec.history[3].comment).toContain('损失清单缺少发票');
    expect(rec.history[7].comment).toContain('同意赔付');

    const rounds = ok(call(`GET ${W}/records/:type/:id`, { as: 'staff', params: { type: 'claimApplication', id: created.id } }));
    expect(rounds.instances.map((i: any) => [i.round, i.status])).toEqual([
      [1, 'REJECTED'],
      [2, 'APPROVED'],
    ]);
    const log = opLog().filter((e) => e.target === rec.code);
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(['submit', 'approve', 'reject']));
  });

  it('refuses the approval steps on the record’s own action endpoint', () => {
    const created = ok(call(`POST ${M}/claimApplication`, { as: 'staff', body: claimBody }));
    ok(call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: 1 } }));
    const before = JSON.stringify(store.findRecord('claimApplication', created.id));
    for (const action of ['approve', 'reject', 'withdraw']) {
      const a = call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'admin', params: { id: created.id, action }, body: { version: 2 } });
      expect(a.body).toMatchObject({ success: false, errorCode: 'UNKNOWN_ACTION' });
    }
    expect(JSON.stringify(store.findRecord('claimApplication', created.id))).toBe(before);
  });

  it('approves on submit when the type has no enabled workflow', () => {
    // 流程配置: the claims' definition (WFD-001) switched off
    ok(call(`POST ${M}/workFlowDefinition/:id/actions/:action`, { as: 'admin', params: { id: 'WFD-001', action: 'disable' }, body: { version: 1 } }));
    const created = ok(call(`POST ${M}/claimApplication`, { as: 'staff', body: claimBody }));
    const rec = ok(call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: 1 } }));
    expect(rec.status).toBe('APPROVED');
    expect(rec.history.at(-1)).toMatchObject({ action: 'submit', from: 'DRAFT', to: 'APPROVED' });
    expect(rec.history.at(-1).comment).toContain('提交即通过');
    expect(workflowData().instances.filter((i) => i.recordId === created.id)).toEqual([]);
  });

  it('lets the applicant withdraw before the first approval; the record becomes WITHDRAWN and may be resubmitted', () => {
    const created = ok(call(`POST ${M}/claimApplication`, { as: 'staff', body: claimBody }));
    ok(call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: 1 } }));
    const inst = workflowData().instances.find((i) => i.recordId === created.id)!;
    ok(call(`POST ${W}/instances/:id/withdraw`, { as: 'staff', params: { id: inst.id }, body: { comment: '金额填错' } }));
    const rec = detail('claimApplication', created.id, 'staff');
    expect(rec.status).toBe('WITHDRAWN');
    expect(rec.history.at(-1)).toMatchObject({ action: 'withdraw', from: 'IN_APPROVAL', to: 'WITHDRAWN' });
    expect(myTask('manager', created.id)).toBeUndefined();
    const again = ok(
      call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: rec.version } }),
    );
    expect(again.status).toBe('IN_APPROVAL');
  });
});

describe('lease orders through the workflow', () => {
  it('a new lease waits SUBMITTED in approval and is APPROVED by the workflow, not by a button', () => {
    const lease = ok(call(`POST ${M}/leaseOrder`, { as: 'manager', body: leaseBody }));
    expect(lease.status).toBe('SUBMITTED');
    expect(
      call(`POST ${M}/leaseOrder/:id/actions/:action`, { as: 'admin', params: { id: lease.id, action: 'approve' }, body: { version: lease.version } }).body
        .errorCode,
    ).toBe('UNKNOWN_ACTION');
    // the applicant (manager) is left out of 客服经理组 and 财务审核组: admin decides both nodes
    expect(myTask('manager', lease.id)).toBeUndefined();
    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'admin', params: { id: myTask('admin', lease.id).id }, body: {} }));
    ok(call(`POST ${W}/tasks/:id/approve`, { as: 'admin', params: { id: myTask('admin', lease.id).id }, body: {} }));
    const rec = detail('leaseOrder', lease.id);
    expect(rec.status).toBe('APPROVED');
    expect(rec.history.at(-1)).toMatchObject({ action: 'approve', operatorNo: 'admin', from: 'SUBMITTED', to: 'APPROVED' });
  });

  it('cancelling a lease while it waits ends its approval', () => {
    const lease = ok(call(`POST ${M}/leaseOrder`, { as: 'manager', body: leaseBody }));
    expect(myTask('admin', lease.id)).toBeDefined();
    ok(
      call(`POST ${M}/leaseOrder/:id/actions/:action`, {
        as: 'manager',
        params: { id: lease.id, action: 'cancel' },
        body: { version: lease.version, comment: '客户取消' },
      }),
    );
    expect(myTask('admin', lease.id)).toBeUndefined();
    expect(workflowData().instances.find((i) => i.recordId === lease.id)?.status).toBe('CANCELLED');
  });
});

describe('seeded data', () => {
  it('gives the approving roles pending tasks, the others none, and every demo user approvals they started', () => {
    const data = workflowData();
    for (const who of ['admin', 'manager', 'engineer', 'trainer', 'staff']) {
      expect({ who, pending: pendingTasksOf(data, who).length > 0 }).toEqual({ who, pending: ['admin', 'manager', 'engineer'].includes(who) });
      expect({ who, started: startedBy(data, who).length > 0 }).toEqual({ who, started: true });
    }
  });

  it('keeps records and instances in step: every record in approval has exactly one running instance, and back', () => {
    const data = workflowData();
    for (const b of BUSINESS_TYPES) {
      const def = resourceOf(b.type)!;
      const rows = store.storedRows(def);
      const statuses = new Set(rows.map((r) => r.status));
      // the six applications share one status set; the orders, expert requests and code requests have their own
      if (pagesOfGroup('applicationService').includes(b.type)) {
        for (const s of ['DRAFT', 'IN_APPROVAL', 'APPROVED', 'PROCESSING', 'CLOSED', 'REJECTED', 'WITHDRAWN'])
          expect({ type: b.type, s, has: statuses.has(s) }).toEqual({ type: b.type, s, has: true });
      }
      // a later approval (a lease extension waiting in EXTENSION_REQUESTED) runs its own instance, of its phase
      const waiting = inApprovalStatuses(b);
      for (const row of rows.filter((r) => waiting.includes(String(r.status)))) {
        const running = data.instances.filter((i) => i.recordId === row.id && i.status === 'RUNNING');
        expect({ code: row.code, running: running.length }).toEqual({ code: row.code, running: 1 });
        expect(running[0].recordCode).toBe(row.code);
        expect(running[0].phase ?? b.statuses.inApproval).toBe(row.status);
      }
      for (const inst of data.instances.filter((i) => i.businessType === b.type && i.status === 'RUNNING')) {
        expect(rows.find((r) => r.id === inst.recordId)?.status).toBe(inst.phase ?? b.statuses.inApproval);
      }
      if (b.type === 'leaseOrder') expect(rows.some((r) => r.status === 'EXTENSION_REQUESTED')).toBe(true);
    }
  });
});
