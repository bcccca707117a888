/**
 * Secrecy on the knowledge desks, per demo role and per way out: a technical material or a product
 * above the user's personnel level is absent from lists, totals, searches and exports, and answered
 * NOT_FOUND — exactly like an unknown id — by the detail, the revision files' downloads, the related
 * links and the feedback that names it. Demo users: admin 核心 (up to 机密), manager and engineer 重要
 * (up to 秘密), staff and trainer 一般 (up to 内部).
 */
import adminRoutes from '../../../mock/admin';
import filesRoutes from '../../../mock/files';
import knowledgeRoutes from '../../../mock/knowledge';
import recordRoutes from '../../../mock/records';
import resourceRoutes from '../../../mock/resources';
import { resetDb } from '../../../mock/lib/store/db';
import { opLog } from '../../../mock/lib/platform/oplog';
import * as store from '../../../mock/lib/store/store';
import { productMaintenance, technicalMaterials, userFeedback } from '@/domain/desks/knowledge';
import { mockServer } from '../mock/harness';

const call = mockServer(adminRoutes, filesRoutes, resourceRoutes, recordRoutes, knowledgeRoutes);
const TM = '/api/management/technicalMaterials';
const LEVELS = ['PUBLIC', 'INTERNAL', 'SECRET', 'CONFIDENTIAL'];
const CEILING: Record<string, string[]> = {
  admin: LEVELS,
  manager: LEVELS.slice(0, 3),
  engineer: LEVELS.slice(0, 3),
  staff: LEVELS.slice(0, 2),
  trainer: LEVELS.slice(0, 2),
};

beforeAll(() => resetDb());

const seeded = () => store.storedRows(technicalMaterials);
/** One seeded material per level (the seed holds every type at every level). */
const oneOf = (level: string) => seeded().find((r) => r.secrecyLevel === level && r.status === 'CURRENT')!;
const countOf = (levels: string[], rows = seeded()) => rows.filter((r) => levels.includes(String(r.secrecyLevel))).length;

it('the seed holds every document type at every level', () => {
  const types = new Set(seeded().map((r) => r.docType));
  for (const type of types) for (const level of LEVELS) expect(seeded().some((r) => r.docType === type && r.secrecyLevel === level)).toBe(true);
  expect(seeded().length).toBeGreaterThanOrEqual(200);
});

describe.each(Object.entries(CEILING))('%s', (user, visible) => {
  const hidden = LEVELS.filter((l) => !visible.includes(l));

  it('list and total: only the levels it may see, a hidden level filters to nothing', async () => {
    const page = await call('GET', TM, { user, query: { pageSize: '100' } });
    expect(page.body.total).toBe(countOf(visible));
    expect(page.body.data.every((r: { secrecyLevel: string }) => visible.includes(r.secrecyLevel))).toBe(true);
    for (const l of hidden) expect((await call('GET', TM, { user, query: { secrecyLevel: l } })).body.total).toBe(0);
  });

  it('search: a hidden document is not found by its number, its P/N, its title', async () => {
    for (const l of LEVELS) {
      const doc = oneOf(l);
      const byNo = (await call('GET', TM, { user, query: { documentNo: String(doc.documentNo) } })).body.data.map((r: { id: string }) => r.id);
      const byKeyword = (await call('GET', TM, { user, query: { keyword: String(doc.documentNo), pageSize: '100' } })).body.data.map(
        (r: { id: string }) => r.id,
      );
      const byPn = (await call('GET', TM, { user, query: { partNumbers: String(doc.partNumbers).split(',')[0], pageSize: '100' } })).body.data.map(
        (r: { id: string }) => r.id,
      );
      for (const ids of [byNo, byKeyword, byPn]) expect(ids.includes(doc.id)).toBe(visible.includes(l));
    }
  });

  it('detail, related links and every revision download: NOT_FOUND above its level, like an unknown id', async () => {
    const unknown = (await call('GET', `${TM}/technicalMaterials-999999`, { user })).body;
    for (const l of LEVELS) {
      const doc = oneOf(l);
      const detail = (await call('GET', `${TM}/${doc.id}`, { user })).body;
      const related = (await call('GET', `${TM}/${doc.id}/related`, { user })).body;
      const files = (doc.revisions as Array<{ fileId: string }>).map((v) => v.fileId);
      if (visible.includes(l)) {
        expect(detail).toMatchObject({ success: true, data: { id: doc.id } });
        expect(related.success).toBe(true);
        for (const id of files) expect((await call('GET', `/api/file/files/${id}`, { user })).status).toBe(200);
      } else {
        expect(detail).toMatchObject({ success: false, errorCode: 'NOT_FOUND', errorMessage: unknown.errorMessage });
        expect(related).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
        for (const id of files) expect((await call('GET', `/api/file/files/${id}`, { user })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
      }
    }
  });

  it('feedback on a hidden document is hidden with it (list, total, detail)', async () => {
    const docs = new Map(seeded().map((d) => [d.id, d]));
    const all = store.storedRows(userFeedback);
    const page = await call('GET', '/api/management/userFeedback', { user, query: { pageSize: '100' } });
    // the training manager's role does not open 用户反馈 at all
    if (user === 'trainer') return expect(page.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(page.body.total).toBe(all.filter((f) => visible.includes(String(docs.get(String(f.documentId))?.secrecyLevel))).length);
    const above = all.find((f) => hidden.includes(String(docs.get(String(f.documentId))?.secrecyLevel)));
    if (above) expect((await call('GET', `/api/management/userFeedback/${above.id}`, { user })).body).toMatchObject({ errorCode: 'NOT_FOUND' });
  });

  it('products: list and total by level', async () => {
    const page = await call('GET', '/api/management/productMaintenance', { user, query: { pageSize: '10' } });
    expect(page.body.total).toBe(countOf(visible, store.storedRows(productMaintenance)));
  });
});

it('export: by level, for each role that holds the export code (admin, engineer; manager for products)', async () => {
  const levels = async (user: string, path = TM) =>
    new Set((await call('GET', `${path}/export`, { user })).body.data.map((r: { secrecyLevel: string }) => r.secrecyLevel));
  expect([...(await levels('admin'))].sort()).toEqual([...LEVELS].sort());
  expect([...(await levels('engineer'))].sort()).toEqual(['INTERNAL', 'PUBLIC', 'SECRET']);
  expect([...(await levels('manager', '/api/management/productMaintenance'))].sort()).toEqual(['INTERNAL', 'PUBLIC', 'SECRET']);
  // staff reads but does not export
  expect((await call('GET', `${TM}/export`, { user: 'staff' })).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
});

describe('writing a level', () => {
  let n = 0;
  const create = (user: string, level: string) =>
    call('POST', TM, {
      user,
      body: {
        documentNo: `AMM-99-00-${String((n += 1)).padStart(3, '0')}`,
        title: '测试资料',
        docType: 'AMM',
        aircraftType: 'C919',
        ataChapter: '32',
        secrecyLevel: level,
      },
    });

  it('nobody sets a level above their own', async () => {
    const refused = await create('engineer', 'CONFIDENTIAL');
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(refused.body.data.issues[0]).toMatchObject({ field: 'secrecyLevel' });
    expect((await create('engineer', 'SECRET')).body).toMatchObject({ success: true, data: { secrecyLevel: 'SECRET' } });
    expect((await create('admin', 'CONFIDENTIAL')).body.success).toBe(true);
  });

  it('a level change is in the history and logged on its own; a level one cannot see cannot be lowered', async () => {
    const doc = (await create('admin', 'INTERNAL')).body.data;
    const raised = await call('PUT', `${TM}/${doc.id}`, { user: 'engineer', body: { secrecyLevel: 'SECRET', version: doc.version } });
    expect(raised.body).toMatchObject({ success: true, data: { secrecyLevel: 'SECRET' } });
    expect(raised.body.data.history.at(-1)).toMatchObject({ action: 'edit', comment: '密级：内部 → 秘密', operatorNo: 'engineer' });
    expect(opLog().at(-2)).toMatchObject({ action: '修改密级', detail: '密级：内部 → 秘密', userNo: 'engineer' });
    const secret = (await create('admin', 'CONFIDENTIAL')).body.data;
    const lower = await call('PUT', `${TM}/${secret.id}`, { user: 'engineer', body: { secrecyLevel: 'PUBLIC', version: secret.version } });
    expect(lower.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(store.storedRows(technicalMaterials).find((r) => r.id === secret.id)?.secrecyLevel).toBe('CONFIDENTIAL');
  });

  it('feedback may name only a document the writer may see', async () => {
    const body = (doc: { id: string }) => ({ documentId: doc.id, section: '第3页', description: '图示件号有误' });
    const refused = await call('POST', '/api/management/userFeedback', { user: 'staff', body: body(oneOf('SECRET')) });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    const ok = await call('POST', '/api/management/userFeedback', { user: 'staff', body: body(oneOf('INTERNAL')) });
    expect(ok.body).toMatchObject({
      success: true,
      data: { documentNo: oneOf('INTERNAL').documentNo, documentTitle: oneOf('INTERNAL').title, status: 'SUBMITTED' },
    });
  });
});
