/**
 * A record in its applicant's hands (a draft, or back from approval) is changed only by the
 * applicant: edit, attachments, submit, cancel, delete — single and bulk. Handlers keep their own
 * steps. Refusals change nothing, say who holds the record, and are logged.
 */
import * as store from '../../../mock/lib/store/store';
import { ownerProblem } from '@/domain/ownership';
import { leaseOrder, procurementOrder } from '@/domain/desks';
import { claimApplication } from '@/domain/desks/applications';
import { b64, call, lastLog, recordOf } from './server';
import { fresh } from '../mock/harness';

const CLAIMS = '/api/management/claimApplication';
const LEASES = '/api/management/leaseOrder';

beforeEach(fresh);

const expectNotOwner = (a: { body: any }, applicant: string) => {
  expect(a.body).toMatchObject({ success: false, errorCode: 'NOT_OWNER' });
  expect(a.body.errorMessage).toContain(applicant);
};

it('refuses every change of a manager’s draft claim by staff or the administrator, and changes nothing', async () => {
  const draft = recordOf(claimApplication, 'DRAFT', 'manager');
  const before = JSON.stringify(store.findRecord('claimApplication', draft.id));
  const file = (await call('POST', '/api/file/files', { user: 'staff', body: { name: 'a.pdf', content: b64('%PDF') } })).body.data;
  for (const user of ['staff', 'admin']) {
    expectNotOwner(await call('PUT', `${CLAIMS}/${draft.id}`, { user, body: { remark: '改一下', version: draft.version } }), '李敏');
    expectNotOwner(await call('POST', `${CLAIMS}/${draft.id}/actions/submit`, { user, body: { version: draft.version } }), '李敏');
    expectNotOwner(await call('POST', `${CLAIMS}/bulk-actions/submit`, { user, body: { ids: [draft.id] } }), '李敏');
    expectNotOwner(await call('DELETE', `${CLAIMS}/${draft.id}?version=${draft.version}`, { user }), '李敏');
    expectNotOwner(await call('POST', `${CLAIMS}/${draft.id}/attachments`, { user, body: { fileId: file.id } }), '李敏');
  }
  expect(JSON.stringify(store.findRecord('claimApplication', draft.id))).toBe(before);
  expect(lastLog()[0]).toMatchObject({ userNo: 'admin', result: 'FAILURE', target: draft.code });
});

it('lets the applicant edit, submit and delete their own draft', async () => {
  const draft = recordOf(claimApplication, 'DRAFT', 'manager');
  const edited = await call('PUT', `${CLAIMS}/${draft.id}`, { user: 'manager', body: { remark: '补充说明', version: draft.version } });
  expect(edited.body.success).toBe(true);
  expect((await call('POST', `${CLAIMS}/${draft.id}/actions/submit`, { user: 'manager', body: { version: edited.body.data.version } })).body.success).toBe(
    true,
  );
  const other = recordOf(claimApplication, 'DRAFT', 'staff');
  expect((await call('DELETE', `${CLAIMS}/${other.id}?version=${other.version}`, { user: 'staff' })).body.success).toBe(true);
});

it('refuses a bulk submit that includes someone else’s draft, submitting none', async () => {
  const mine = recordOf(claimApplication, 'DRAFT', 'staff');
  const theirs = store.storedRows(claimApplication).find((r) => r.status === 'DRAFT' && r.id !== mine.id)!;
  Object.assign(theirs, { applicantNo: 'manager', applicantName: '李敏' });
  expectNotOwner(await call('POST', `${CLAIMS}/bulk-actions/submit`, { user: 'staff', body: { ids: [mine.id, theirs.id] } }), '李敏');
  expect(store.findRecord('claimApplication', mine.id)!.status).toBe('DRAFT');
});

it('keeps a rejected lease order the applicant’s: resubmit, edit and cancel by others are refused', async () => {
  const rejected = recordOf(leaseOrder, 'REJECTED', 'staff');
  for (const [action, body] of [
    ['resubmit', {}],
    ['cancel', { comment: '不要了' }],
  ] as const) {
    expectNotOwner(await call('POST', `${LEASES}/${rejected.id}/actions/${action}`, { user: 'manager', body: { ...body, version: rejected.version } }), '陈静');
  }
  expectNotOwner(await call('PUT', `${LEASES}/${rejected.id}`, { user: 'manager', body: { remark: 'x', version: rejected.version } }), '陈静');
});

it('leaves the handlers’ own steps alone: a manager processes staff’s approved claim', async () => {
  const approved = recordOf(claimApplication, 'APPROVED', 'staff');
  const a = await call('POST', `${CLAIMS}/${approved.id}/actions/process`, { user: 'manager', body: { version: approved.version } });
  expect(a.body).toMatchObject({ success: true, data: { status: 'PROCESSING' } });
});

it('answers "not found", not NOT_OWNER, for a record the user cannot open', async () => {
  const draft = recordOf(claimApplication, 'DRAFT', 'manager');
  const a = await call('PUT', `${CLAIMS}/${draft.id}`, { user: 'trainer', body: { remark: 'x', version: draft.version } });
  expect(a.body.success).toBe(false);
  expect(a.body.errorCode).not.toBe('NOT_OWNER');
});

it('the shared rule the pages use: only owned resources, only in the applicant’s hands', () => {
  const draft = { status: 'DRAFT', applicantNo: 'manager', applicantName: '李敏' };
  expect(ownerProblem(claimApplication, draft, 'staff')).toMatchObject({ message: 'resource.error.notOwner', params: { applicant: '李敏' } });
  expect(ownerProblem(claimApplication, draft, 'manager')).toBeNull();
  expect(ownerProblem(claimApplication, { ...draft, status: 'APPROVED' }, 'staff')).toBeNull();
  expect(ownerProblem(leaseOrder, { ...draft, status: 'WITHDRAWN' }, 'staff')).not.toBeNull();
  expect(ownerProblem(procurementOrder, draft, 'staff')).toBeNull(); // a desk order: not owned
});
