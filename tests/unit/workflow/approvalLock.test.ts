/**
 * A record in approval is locked (domain.md §3, §5): approvers decide on what was submitted. The rule
 * lives once in the resource engine (a status marked `inApproval`); every workflow-driven type — the
 * lease and exchange orders and the six service applications — follows it: no edit and no attachment
 * change while in approval, editable again once rejected or withdrawn, then resubmitted.
 */
import { pagesOfGroup } from '@/domain/admin/demoRoles';
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import * as store from '../../../mock/lib/store/store';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import { businessDate, canChangeAttachments, canEdit, DAY_MS, defineResource, editProblem, isInApproval, renderIssue, tableTranslator } from '@/domain/engine';
import { resourceOf, resources } from '@/domain/desks';
import { BUSINESS_TYPES } from '@/domain/workflow';
import zhCN from '@/locales/zh-CN/index';
import { caller, fresh, ok } from '../mock/harness';
import { leaseBody } from './fixtures';

const call = caller({ ...resourceRoutes, ...workflowRoutes });
const M = '/api/management';
const W = '/api/workflow';
const t = tableTranslator(zhCN as Record<string, string>);

const detail = (key: string, id: string, as = 'admin') => ok(call(`GET ${M}/${key}/:id`, { as, params: { id } }));
const taskOf = (recordId: string) => workflowData().tasks.find((x) => x.recordId === recordId && x.status === 'PENDING')!;

beforeEach(fresh);

describe('the lock, declared once in the lifecycle', () => {
  it.each(BUSINESS_TYPES.map((b) => [b.type, b] as const))(
    '%s: its in-approval status is marked, locked, and rejected / withdrawn records open again',
    (type, b) => {
      const def = resourceOf(type)!;
      const inApproval = def.lifecycle!.statuses.find((s) => s.key === b.statuses.inApproval)!;
      expect(inApproval.inApproval).toBe(true);
      const record = { status: b.statuses.inApproval };
      expect(isInApproval(def, record)).toBe(true);
      expect(canEdit(def, record)).toBe(false);
      expect(canChangeAttachments(def, record)).toBe(false);
      expect(editProblem(def, record)).toEqual({ message: 'resource.error.inApproval', params: { status: `${type}.status.${b.statuses.inApproval}` } });
      for (const open of [b.statuses.rejected, b.statuses.withdrawn]) {
        expect({ open, editable: canEdit(def, { status: open }) }).toEqual({ open, editable: true });
        // the applicant can send it back into approval from there
        const again = def.lifecycle!.actions.find((a) => a.submit && a.from.includes(open));
        expect({ open, to: again?.to }).toEqual({ open, to: b.statuses.inApproval });
      }
    },
  );

  it('no resource may declare an in-approval status editable', () => {
    for (const def of resources) for (const s of def.lifecycle?.statuses.filter((x) => x.inApproval) ?? []) expect(canEdit(def, { status: s.key })).toBe(false);
    expect(() =>
      defineResource({
        key: 'lockProbe',
        fields: [],
        lifecycle: {
          initial: 'DRAFT',
          editableIn: ['DRAFT', 'IN_APPROVAL'],
          statuses: [{ key: 'DRAFT' }, { key: 'IN_APPROVAL', inApproval: true }],
          actions: [{ key: 'submit', from: ['DRAFT'], to: 'IN_APPROVAL', submit: true }],
        },
      }),
    ).toThrow(/IN_APPROVAL is in approval/);
  });

  it('says why in the business error', () => {
    const def = resourceOf('leaseOrder')!;
    expect(renderIssue(editProblem(def, { status: 'SUBMITTED' })!, t)).toBe(
      '记录正在审批中（状态“审批中”），审批结束前不能修改；审批被驳回或撤回后，申请人可修改后重新提交',
    );
  });
});

const exchangeBody = {
  customerId: 'C-CCA',
  removedPartNumber: '3214552-1',
  removedPartName: '空调组件温度传感器',
  removedSerialNumber: 'SN20931',
  removalReason: '功能失效，BITE 测试不通过',
  aircraftType: null,
  aircraftRegistration: null,
  ataChapter: '21',
  replacementPartNumber: '3214552-1',
  requiredBy: businessDate(Date.now() + 7 * DAY_MS),
  exchangeFee: null,
  currency: null,
  remark: null,
};

describe.each([
  ['leaseOrder', leaseBody, { leaseDays: 45 }],
  ['substitutionOrder', exchangeBody, { removalReason: '到寿拆换' }],
] as const)('%s in approval', (type, body, change) => {
  const refusedEdit = (rec: any) => call(`PUT ${M}/${type}/:id`, { as: 'manager', params: { id: rec.id }, body: { ...change, version: rec.version } });

  it('refuses an edit and attachment changes while SUBMITTED — nothing changes — and allows them once rejected', () => {
    const rec = ok(call(`POST ${M}/${type}`, { as: 'manager', body }));
    expect(rec.status).toBe('SUBMITTED');
    expect(workflowData().instances.some((i) => i.recordId === rec.id && i.status === 'RUNNING')).toBe(true);
    const before = JSON.stringify(store.findRecord(type, rec.id));

    const edit = refusedEdit(rec);
    expect(edit.body).toMatchObject({ success: false, errorCode: 'IN_APPROVAL', data: { status: 'SUBMITTED' } });
    expect(edit.body.errorMessage).toContain('正在审批中');
    const attach = call(`POST ${M}/${type}/:id/attachments`, { as: 'manager', params: { id: rec.id }, body: { fileId: 'F-1' } });
    expect(attach.body).toMatchObject({ success: false, errorCode: 'IN_APPROVAL' });
    const detach = call(`DELETE ${M}/${type}/:id/attachments/:fileId`, { as: 'manager', params: { id: rec.id, fileId: 'F-1' } });
    expect(detach.body).toMatchObject({ success: false, errorCode: 'IN_APPROVAL' });
    expect(JSON.stringify(store.findRecord(type, rec.id))).toBe(before);

    // the approver rejects: the applicant edits and resubmits, and the record is locked again
    ok(call(`POST ${W}/tasks/:id/reject`, { as: taskOf(rec.id).assigneeNo, params: { id: taskOf(rec.id).id }, body: { comment: '资料不全' } }));
    let now = detail(type, rec.id, 'manager');
    expect(now.status).toBe('REJECTED');
    now = ok(call(`PUT ${M}/${type}/:id`, { as: 'manager', params: { id: rec.id }, body: { ...change, version: now.version } }));
    expect(now).toMatchObject(change);
    now = ok(call(`POST ${M}/${type}/:id/actions/:action`, { as: 'manager', params: { id: rec.id, action: 'resubmit' }, body: { version: now.version } }));
    expect(now.status).toBe('SUBMITTED');
    expect(refusedEdit(now).body.errorCode).toBe('IN_APPROVAL');
  });

  it('opens again when the applicant withdraws it: edit, then resubmit into a new round', () => {
    const rec = ok(call(`POST ${M}/${type}`, { as: 'manager', body }));
    const inst = workflowData().instances.find((i) => i.recordId === rec.id)!;
    ok(call(`POST ${W}/instances/:id/withdraw`, { as: 'manager', params: { id: inst.id }, body: { comment: '数据有误' } }));
    let now = detail(type, rec.id, 'manager');
    expect(now.status).toBe('WITHDRAWN');
    expect(now.history.at(-1)).toMatchObject({ action: 'withdraw', from: 'SUBMITTED', to: 'WITHDRAWN', operatorNo: 'manager' });
    now = ok(call(`PUT ${M}/${type}/:id`, { as: 'manager', params: { id: rec.id }, body: { ...change, version: now.version } }));
    now = ok(call(`POST ${M}/${type}/:id/actions/:action`, { as: 'manager', params: { id: rec.id, action: 'resubmit' }, body: { version: now.version } }));
    expect(now.status).toBe('SUBMITTED');
    expect(
      workflowData()
        .instances.filter((i) => i.recordId === rec.id)
        .map((i) => [i.round, i.status]),
    ).toEqual([
      [1, 'WITHDRAWN'],
      [2, 'RUNNING'],
    ]);
  });
});

describe('the six service applications follow the same rule', () => {
  // the pages of the 申请服务 menu group (a code request of 编码审批 is approved the same way, elsewhere)
  const applications = BUSINESS_TYPES.filter((b) => b.statuses.inApproval === 'IN_APPROVAL' && pagesOfGroup('applicationService').includes(b.type)).map(
    (b) => b.type,
  );

  it('lists the six', () => {
    expect(applications.sort()).toEqual([
      'cifficultReport',
      'claimApplication',
      'insuranceApplication',
      'insuranceExtension',
      'problemFeedback',
      'userComplaints',
    ]);
  });

  it.each(applications.map((a) => [a]))('%s: an application in approval refuses edits; a rejected or withdrawn one takes them', (type) => {
    const def = resourceOf(type)!;
    const rows = store.storedRows(def);
    const remark = (row: { id: string; version: number }) =>
      call(`PUT ${M}/${type}/:id`, { as: 'admin', params: { id: row.id }, body: { remark: '审批中补充说明', version: row.version } });
    const inApproval = rows.find((r) => r.status === 'IN_APPROVAL')!;
    const refused = remark(inApproval);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'IN_APPROVAL' });
    expect(store.findRecord(type, inApproval.id)!.version).toBe(inApproval.version);
    for (const status of ['REJECTED', 'WITHDRAWN']) {
      const row = rows.find((r) => r.status === status)!;
      Object.assign(row, { applicantNo: 'admin', applicantName: '王建国' }); // back in its applicant's hands: the admin's own
      expect({ status, saved: remark(row).body.success }).toEqual({ status, saved: true });
    }
  });
});
