/**
 * Files follow the records they belong to: the uploader alone until attached, then whoever may open
 * a record it is attached to (permission, data scope, secrecy); attaching needs the right to read;
 * ids are random; downloads never run as HTML in the portal's origin; uploads are logged.
 */
import { scopeEdit } from '../admin/harness';
import { findUser } from '../../../mock/lib/server/identity';
import * as store from '../../../mock/lib/store/store';
import { defineResource } from '@/domain/engine';
import { resources } from '@/domain/desks';
import { claimApplication } from '@/domain/desks/applications';
import { b64, call, lastLog, recordOf } from './server';
import { fresh } from '../mock/harness';

/** A data scope of the training organization alone, all customers. */
const TRAINING_ONLY = { allOrgs: false, orgIds: ['ORG-TRAIN'], allCustomers: true, customerIds: [] };

const CLAIMS = '/api/management/claimApplication';
const upload = async (user: string, name = 'scan.pdf', type?: string, content = '%PDF-1.7 test') =>
  (await call('POST', '/api/file/files', { user, body: { name, ...(type ? { type } : {}), content: b64(content) } })).body;
const download = (user: string | null, id: string) => call('GET', `/api/file/files/${id}`, user ? { user } : { as: null });
/** the first document type the claim's attachment policy offers */
const docType = async () => (await call('GET', `/api/management/options/dictionaries/${claimApplication.attachments.docTypes}`)).body.data.items[0].value;
const attach = async (user: string, id: string, fileId: string) =>
  call('POST', `${CLAIMS}/${id}/attachments`, { user, body: { fileId, docType: await docType() } });

beforeEach(fresh);

it('gives every upload a random 128-bit id', async () => {
  const ids = await Promise.all([1, 2, 3].map(async () => (await upload('staff')).data.id));
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(ids).size).toBe(3);
});

it('keeps an unattached upload the uploader’s alone', async () => {
  const { data } = await upload('staff');
  expect((await download('staff', data.id)).status).toBe(200);
  for (const other of ['manager', 'admin', 'engineer']) expect((await download(other, data.id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  expect((await download(null, data.id)).status).toBe(401);
});

it('lets readers of the record have an attached file, and nobody else', async () => {
  const draft = recordOf(claimApplication, 'DRAFT', 'staff');
  const { data } = await upload('staff');
  expect((await attach('staff', draft.id, data.id)).body.success).toBe(true);
  expect((await download('staff', data.id)).status).toBe(200);
  expect((await download('manager', data.id)).status).toBe(200); // claimApplication page, every organization
  // the trainer has no claim page; a manager whose scope leaves out the applicant's organization cannot open it
  expect((await download('trainer', data.id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  expect((await call('PUT', scopeEdit('manager', TRAINING_ONLY).path, { body: scopeEdit('manager', TRAINING_ONLY).body })).body.success).toBe(true);
  expect((await download('manager', data.id)).body).toMatchObject({ success: false });
});

it('follows the secrecy level of the record a file is attached to', async () => {
  const secret = defineResource({
    key: 'securityTestMaterials',
    secrecyField: 'secrecyLevel',
    fields: [{ key: 'secrecyLevel', type: 'select', enum: ['PUBLIC', 'SECRET'], table: true }],
  });
  resources.push(secret);
  try {
    const { data: pub } = await upload('admin', 'public.pdf');
    const { data: sec } = await upload('admin', 'secret.pdf');
    const row = (id: string, level: string, file: typeof pub) => ({
      id,
      version: 1,
      status: undefined,
      secrecyLevel: level,
      customerId: null,
      applicantNo: 'admin',
      attachments: [file],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    store.loadRows(secret, [row('S-1', 'PUBLIC', pub), row('S-2', 'SECRET', sec)] as any);
    const staff = findUser('staff')!;
    staff.roles = ['admin']; // every page: secrecy alone decides
    expect((await download('staff', pub.id)).status).toBe(200);
    expect((await download('staff', sec.id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' }); // GENERAL may not see SECRET
    expect((await download('engineer', sec.id)).body).toMatchObject({ success: false }); // no page
    expect((await download('admin', sec.id)).status).toBe(200);
  } finally {
    resources.splice(resources.indexOf(secret), 1);
  }
});

it('refuses to attach a file id the user may not read, and attaches nothing', async () => {
  const mine = recordOf(claimApplication, 'DRAFT', 'staff');
  const { data: managers } = await upload('manager', 'offer.pdf');
  const a = await attach('staff', mine.id, managers.id);
  expect(a.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  expect(store.findRecord('claimApplication', mine.id)!.attachments ?? []).toEqual([]);
  // a file attached to a claim staff cannot open stays out of reach through a draft of staff's own
  const hidden = recordOf(claimApplication, 'DRAFT', 'manager', [mine.id]);
  expect((await call('PUT', scopeEdit('staff', TRAINING_ONLY).path, { body: scopeEdit('staff', TRAINING_ONLY).body })).body.success).toBe(true);
  expect((await attach('manager', hidden.id, managers.id)).body.success).toBe(true);
  expect((await attach('staff', mine.id, managers.id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  expect((await download('staff', managers.id)).body).toMatchObject({ success: false });
});

it.each([
  ['text/html', 'page.html', '<script>alert(document.cookie)</script>'],
  ['image/svg+xml', 'x.svg', '<svg onload="alert(1)"/>'],
  ['application/javascript', 'x.js', 'alert(1)'],
  [undefined, 'notes.txt', 'plain'],
])('serves a %s upload as an octet-stream attachment, never sniffed', async (type, name, content) => {
  const { data } = await upload('staff', name, type, content);
  const a = await download('staff', data.id);
  expect(a.headers['content-type']).toBe('application/octet-stream');
  expect(a.headers['content-disposition']).toMatch(/^attachment;/);
  expect(a.headers['x-content-type-options']).toBe('nosniff');
});

it.each(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'])('shows a %s in place, never sniffed', async (type) => {
  const { data } = await upload('staff', 'scan', type);
  const a = await download('staff', data.id);
  expect(a.headers['content-type']).toBe(type);
  expect(a.headers['content-disposition']).toMatch(/^inline;/);
  expect(a.headers['x-content-type-options']).toBe('nosniff');
});

it('refuses a malformed declared type', async () => {
  for (const type of ['text/html; charset=utf-8', 'html', 'image/png\r\nX-Evil: 1', 7]) {
    const a = await call('POST', '/api/file/files', { user: 'staff', body: { name: 'a.bin', type, content: b64('x') } });
    expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  }
});

it('writes every upload to the operation log, refused ones too', async () => {
  const { data } = await upload('staff', 'cert.pdf');
  expect(lastLog()[0]).toMatchObject({ userNo: 'staff', module: 'file', action: 'upload', result: 'SUCCESS', target: `cert.pdf (${data.id})` });
  await call('POST', '/api/file/files', { user: 'staff', body: { name: 'empty.pdf', content: '' } });
  expect(lastLog()[0]).toMatchObject({ userNo: 'staff', module: 'file', action: 'upload', result: 'FAILURE', target: 'empty.pdf' });
});
