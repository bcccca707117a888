/**
 * Material codes and code requests, technical-material revisions and uniqueness on the mock: a request
 * approved in 审批管理 creates its code, active, linked back; duplicates (code, name + specification,
 * P/N, document no.) are refused with a field message at request and at creation; a new revision keeps
 * the earlier ones; malformed revisions and uploads change nothing.
 */
import filesRoutes from '../../../mock/files';
import knowledgeRoutes from '../../../mock/knowledge';
import recordRoutes from '../../../mock/records';
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import adminRoutes from '../../../mock/admin';
import * as store from '../../../mock/lib/store/store';
import { productCodeApproval, productCodeInfo, technicalMaterials } from '@/domain/desks/knowledge';
import { mockServer, fresh } from '../mock/harness';

const call = mockServer(adminRoutes, filesRoutes, resourceRoutes, recordRoutes, knowledgeRoutes, workflowRoutes);
const M = '/api/management';

beforeEach(fresh);

const request = (body: Record<string, unknown>, user = 'engineer') =>
  call('POST', `${M}/productCodeApproval`, {
    user,
    body: { materialName: '防松垫圈', specification: 'AN960-416', unit: 'EA', materialCategory: 'STD', reason: '新机型配套', ...body },
  });

it('seeds ≥ 500 codes, ≥ 300 products, ≥ 100 feedback items, and requests over every status', () => {
  expect(store.storedRows(productCodeInfo).length).toBeGreaterThanOrEqual(500);
  expect(new Set(store.storedRows(productCodeApproval).map((r) => r.status))).toEqual(new Set(productCodeApproval.lifecycle!.statuses.map((s) => s.key)));
  // every approved request's code is there and links back
  for (const req of store.storedRows(productCodeApproval).filter((r) => r.status === 'APPROVED')) {
    expect(store.storedRows(productCodeInfo).find((c) => c.requestId === req.id)).toMatchObject({ materialCode: req.materialCode, status: 'ACTIVE' });
  }
});

it('a request approved by the manager in 审批管理 creates the code, active, linked both ways', async () => {
  const created = await request({});
  expect(created.body).toMatchObject({ success: true, data: { status: 'IN_APPROVAL' } });
  const id = created.body.data.id;
  const tasks = (await call('GET', '/api/workflow/tasks/pending', { user: 'manager', query: { pageSize: '100' } })).body.data;
  const task = tasks.find((x: { recordId: string }) => x.recordId === id);
  expect(task).toBeTruthy();
  expect((await call('POST', `/api/workflow/tasks/${task.id}/approve`, { user: 'manager', body: { comment: '同意' } })).body.success).toBe(true);
  const approved = (await call('GET', `${M}/productCodeApproval/${id}`, { user: 'engineer' })).body.data;
  expect(approved).toMatchObject({ status: 'APPROVED', materialCode: expect.stringMatching(/^STD-\d{6}$/) });
  const codes = (await call('GET', `${M}/productCodeInfo`, { user: 'engineer', query: { materialCode: approved.materialCode } })).body;
  expect(codes.total).toBe(1);
  expect(codes.data[0]).toMatchObject({ status: 'ACTIVE', materialName: '防松垫圈', specification: 'AN960-416', requestId: id });
  const links = (await call('GET', `${M}/productCodeApproval/${id}/related`, { user: 'engineer' })).body.data;
  expect(links).toEqual([expect.objectContaining({ direction: 'from', resource: 'productCodeInfo', id: codes.data[0].id })]);
  // deactivate and reactivate
  const code = codes.data[0];
  const off = await call('POST', `${M}/productCodeInfo/${code.id}/actions/deactivate`, { user: 'manager', body: { version: code.version } });
  expect(off.body).toMatchObject({ success: true, data: { status: 'INACTIVE' } });
  expect(
    (await call('POST', `${M}/productCodeInfo/${code.id}/actions/activate`, { user: 'manager', body: { version: off.body.data.version } })).body.data.status,
  ).toBe('ACTIVE');
});

it('refuses a duplicate name + specification at request and at creation, and a duplicate code', async () => {
  const existing = store.storedRows(productCodeInfo)[0];
  const dupOfCode = await request({ materialName: existing.materialName, specification: ` ${String(existing.specification).toLowerCase()} ` });
  expect(dupOfCode.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(dupOfCode.body.data.issues[0]).toMatchObject({ field: 'specification', text: `相同名称和规格的物料已有编码 ${existing.materialCode}，请直接使用` });
  const first = await request({});
  expect(first.body.success).toBe(true);
  const again = await request({});
  expect(again.body.data.issues[0].text).toBe(`相同名称和规格的物料已在申请中（${first.body.data.code}），请勿重复申请`);
  const before = store.storedRows(productCodeInfo).length;
  const create = (body: Record<string, unknown>) =>
    call('POST', `${M}/productCodeInfo`, {
      user: 'manager',
      body: { materialCode: 'STD-777777', materialName: '垫片', specification: 'NAS1149F0363P', unit: 'EA', materialCategory: 'STD', ...body },
    });
  expect((await create({ materialName: '防松垫圈', specification: 'AN960-416' })).body.data.issues[0].field).toBe('specification');
  expect((await create({ materialCode: existing.materialCode })).body.data.issues[0]).toMatchObject({
    field: 'materialCode',
    text: `物料编码 ${existing.materialCode} 不能使用：该编号已被占用（可能是您无权查看的记录）`,
  });
  expect(store.storedRows(productCodeInfo).length).toBe(before);
  expect((await create({})).body).toMatchObject({ success: true, data: { status: 'ACTIVE', materialCode: 'STD-777777' } });
});

it('refuses a duplicate P/N and a duplicate document number', async () => {
  const product = store.storedRows(store.definition('productMaintenance'))[0];
  const p = await call('POST', `${M}/productMaintenance`, {
    user: 'manager',
    body: {
      partNumber: product.partNumber,
      productName: '测试',
      category: 'LRU',
      aircraftTypes: ['C919'],
      ataChapter: '32',
      manufacturer: '测试',
      listPrice: 1,
      currency: 'CNY',
      leadTimeDays: 1,
      unit: 'EA',
      secrecyLevel: 'PUBLIC',
      partClass: 'ROTABLE',
      exportControl: 'EAR99',
    },
  });
  expect(p.body.data.issues[0]).toMatchObject({ field: 'partNumber' });
  const doc = store.storedRows(technicalMaterials)[0];
  const d = await call('POST', `${M}/technicalMaterials`, {
    user: 'engineer',
    body: { documentNo: doc.documentNo, title: '测试', docType: 'AMM', aircraftType: 'C919', ataChapter: '32', secrecyLevel: 'PUBLIC' },
  });
  expect(d.body.data.issues[0]).toMatchObject({ field: 'documentNo' });
});

describe('revisions', () => {
  const upload = (name: string, type: string, bytes: Buffer | string, user = 'engineer') =>
    call('POST', '/api/file/files', { user, body: { name, type, content: Buffer.from(bytes).toString('base64') } });
  const doc = () => store.storedRows(technicalMaterials).find((r) => r.secrecyLevel === 'PUBLIC' && r.status === 'CURRENT')!;
  const revise = (id: string, body: unknown, user = 'engineer') => call('POST', `${M}/technicalMaterials/${id}/revisions`, { user, body });

  it('a new revision becomes the current one and keeps the earlier ones, with who and when', async () => {
    const d = doc();
    const before = (d.revisions as unknown[]).length;
    const file = (await upload('AMM-new.pdf', 'application/pdf', '%PDF-1.4 test')).body.data;
    const r = await revise(d.id, { revision: 'R9', effectiveDate: '2099-01-01', fileId: file.id, note: '更新力矩值', version: d.version });
    expect(r.body).toMatchObject({ success: true, data: { revision: 'R9', effectiveDate: '2099-01-01', fileName: 'AMM-new.pdf' } });
    expect(r.body.data.revisions).toHaveLength(before + 1);
    expect(r.body.data.revisions.at(-1)).toMatchObject({ revision: 'R9', fileId: file.id, operatorNo: 'engineer', operatorName: '张伟', note: '更新力矩值' });
    expect(r.body.data.revisions[0]).toEqual((d.revisions as unknown[])[0]);
    expect(r.body.data.history.at(-1)).toMatchObject({ action: 'revise', operatorNo: 'engineer' });
    // the list shows the current one; the new file downloads to a reader, the staff user too (PUBLIC)
    expect((await call('GET', `/api/file/files/${file.id}`, { user: 'staff' })).status).toBe(200);
  });

  it('refuses malformed revisions and bad files with a clear message, changing nothing', async () => {
    const d = doc();
    const good = (await upload('ok.pdf', 'application/pdf', '%PDF')).body.data;
    const exe = (await upload('tool.exe', 'application/octet-stream', 'MZ')).body.data;
    const cases: Array<[unknown, string]> = [
      [{ revision: '', effectiveDate: '2099-01-01', fileId: good.id, version: d.version }, 'revision'],
      [{ revision: 'R9', effectiveDate: '2099-13-45', fileId: good.id, version: d.version }, 'effectiveDate'],
      [{ revision: (d.revisions as Array<{ revision: string }>)[0].revision, effectiveDate: '2099-01-01', fileId: good.id, version: d.version }, 'revision'],
      [{ revision: 'R9', effectiveDate: '2000-01-01', fileId: good.id, version: d.version }, 'effectiveDate'],
      [{ revision: 'R9', effectiveDate: '2099-01-01', fileId: 'f'.repeat(32), version: d.version }, 'fileId'],
      [{ revision: 'R9', effectiveDate: '2099-01-01', fileId: exe.id, version: d.version }, 'fileId'],
      [{ revision: 'R9', effectiveDate: '2099-01-01', fileId: good.id, version: d.version, note: 'a\u0000b' }, 'note'],
      [{ revision: 'R9', effectiveDate: '2099-01-01', fileId: good.id, version: d.version, extra: 1 }, ''],
      [['R9'], ''],
    ];
    for (const [body, field] of cases) {
      const r = await revise(d.id, body);
      // a body that is not an object is the body reader's refusal (BAD_REQUEST_BODY), the same on every endpoint
      expect(r.body).toMatchObject({ success: false, errorCode: Array.isArray(body) ? 'BAD_REQUEST_BODY' : 'VALIDATION' });
      if (field) expect(r.body.data.issues[0].field).toBe(field);
    }
    // someone else's upload is not theirs to attach; a stale version is refused
    const others = (await upload('other.pdf', 'application/pdf', '%PDF', 'admin')).body.data;
    expect((await revise(d.id, { revision: 'R9', effectiveDate: '2099-01-01', fileId: others.id, version: d.version })).body.data.issues[0].field).toBe(
      'fileId',
    );
    expect((await revise(d.id, { revision: 'R9', effectiveDate: '2099-01-01', fileId: good.id, version: d.version - 1 })).body.errorCode).toBe('STALE_VERSION');
    // staff may read but not revise
    expect((await revise(d.id, { revision: 'R9', effectiveDate: '2099-01-01', fileId: good.id, version: d.version }, 'staff')).body.errorCode).toBe(
      'FORBIDDEN',
    );
    expect(store.storedRows(technicalMaterials).find((r) => r.id === d.id)).toEqual(d);
  });

  it('uploads: empty, oversized, a name with path characters — refused by the file API', async () => {
    expect((await upload('a.pdf', 'application/pdf', '')).body).toMatchObject({ success: false, errorMessage: '文件不能为空' });
    expect((await upload('big.pdf', 'application/pdf', Buffer.alloc(3 * 1024 * 1024 + 1))).body).toMatchObject({
      success: false,
      errorMessage: '文件不能超过 3 MB',
    });
    expect((await upload('../etc/passwd.pdf', 'application/pdf', '%PDF')).body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});
