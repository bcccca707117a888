/**
 * Nothing around a record leaks it (issue "secrecy without side channels"): files take the level of
 * the most secret record holding them; stored references (assistant sources, notifications) are
 * checked again when read; the operation log and uniqueness answers do not name what the reader may
 * not see; a task is handed only to someone who may read its record; uploads are bounded; a view
 * counts a reader once; a thread's files obey the record's attachment policy; content links stay in
 * the portal or open outside it; a sign-in lock-out is per account and client.
 */
import { finishAnswer, getConversation, prepareAnswer } from '../../../mock/lib/platform/ai';
import { LOOSE_BYTES_MAX, LOOSE_FILE_TTL_MS, LOOSE_FILES_MAX, sweepLooseFiles } from '../../../mock/lib/files/files';
import { fileStore } from '../../../mock/lib/files/fileStore';
import { findUser } from '../../../mock/lib/server/identity';
import { notify } from '../../../mock/lib/platform/notifications';
import * as store from '../../../mock/lib/store/store';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import { PORTAL_LINK } from '@/domain/links';
import { claimApplication } from '@/domain/desks/applications';
import { cbbPost, CBB_PATHS } from '@/domain/desks/cbb';
import { productMaintenance, technicalMaterials } from '@/domain/desks/knowledge';
import zhCN from '@/locales/zh-CN';
import { b64, call, lastLog, recordOf } from './server';
import { fresh } from '../mock/harness';

const M = '/api/management';
const upload = async (user: string, name = 'scan.pdf', content = '%PDF-1.7 test', type?: string) =>
  (await call('POST', '/api/file/files', { user, body: { name, ...(type ? { type } : {}), content: b64(content) } })).body;
const download = (user: string, id: string) => call('GET', `/api/file/files/${id}`, { user });
const docTypeOf = async (dict: string) => (await call('GET', `${M}/options/dictionaries/${dict}`)).body.data.items[0].value;

/** A seeded technical material of `level` holding at least one file (its revisions' documents). */
const materialWithFile = (level: string) => {
  const row = store.storedRows(technicalMaterials).find((r) => r.secrecyLevel === level && technicalMaterials.filesOf(r).length > 0);
  if (!row) throw new Error(`no ${level} material with a file`);
  return { row, fileId: technicalMaterials.filesOf(row)[0].id };
};

beforeEach(fresh);

describe('a file has the level of the most secret record holding it', () => {
  it('refuses to attach a file of a 秘密 document to a claim (公开), through the attachments and through a thread', async () => {
    const { fileId } = materialWithFile('SECRET');
    expect((await download('manager', fileId)).status).toBe(200); // 重要 reads 秘密
    const draft = recordOf(claimApplication, 'DRAFT', 'manager');
    const a = await call('POST', `${M}/claimApplication/${draft.id}/attachments`, {
      user: 'manager',
      body: { fileId, docType: await docTypeOf(claimApplication.attachments.docTypes) },
    });
    expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION', data: { field: 'fileId', messageKey: 'server.file.levelAbove' } });
    expect(a.body.errorMessage).toContain('秘密');
    expect(store.findRecord(claimApplication.key, draft.id)!.attachments ?? []).toEqual([]);
    // a published CBB post of level 公开: its thread refuses the file too
    const post = store.storedRows(cbbPost).find((r) => r.status === 'PUBLISHED' && r.secrecyLevel === 'PUBLIC')!;
    const reply = await call('POST', `${M}/cbbList/${post.id}/messages`, { user: 'manager', body: { text: '参考资料见附件', fileIds: [fileId] } });
    expect(reply.body).toMatchObject({ success: false, data: { messageKey: 'server.file.levelAbove' } });
    // staff (一般) still cannot have it by any record
    expect((await download('staff', fileId)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('lets a file go to a record of its level or above, and then only readers of the higher level may download it', async () => {
    const draft = recordOf(claimApplication, 'DRAFT', 'staff');
    const { data: file } = await upload('staff', 'photo.pdf');
    expect(
      (
        await call('POST', `${M}/claimApplication/${draft.id}/attachments`, {
          user: 'staff',
          body: { fileId: file.id, docType: await docTypeOf(claimApplication.attachments.docTypes) },
        })
      ).body.success,
    ).toBe(true);
    expect((await download('manager', file.id)).status).toBe(200);
    // the same file is now also held by a 机密 material: it is 机密 wherever it is held
    const secret = store.storedRows(technicalMaterials).find((r) => r.secrecyLevel === 'CONFIDENTIAL')!;
    Object.assign(secret, { attachments: [...(secret.attachments ?? []), file] });
    for (const user of ['staff', 'manager']) expect((await download(user, file.id)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await download('admin', file.id)).status).toBe(200); // 核心, and may open the claim
  });
});

describe('stored references are checked when they are read', () => {
  it('withholds an assistant source whose level was raised above the reader’s: no title, number, excerpt or address', () => {
    const staff = findUser('staff')!;
    // a material whose title and number no other material shares (so what is checked is this one's)
    const all = store.storedRows(technicalMaterials);
    const unique = (r: (typeof all)[number]) => all.filter((o) => o.title === r.title || o.documentNo === r.documentNo).length === 1;
    const material = all.find((r) => r.secrecyLevel === 'INTERNAL' && String(r.title).length > 6 && unique(r))!;
    const prepared = prepareAnswer(staff, { question: String(material.title) });
    const cited = prepared.sources.findIndex((s) => s.id === material.id);
    expect(cited).toBeGreaterThanOrEqual(0);
    finishAnswer(prepared, prepared.text, 'done');
    expect(JSON.stringify(getConversation(staff, prepared.conversation.id).messages.filter((m) => m.role === 'assistant'))).toContain(
      String(material.documentNo),
    );

    material.secrecyLevel = 'SECRET';
    // the question is the user's own words; what the assistant answered and cited is checked
    const seen = JSON.stringify(getConversation(staff, prepared.conversation.id).messages.filter((m) => m.role === 'assistant'));
    expect(seen).not.toContain(String(material.title));
    expect(seen).not.toContain(String(material.documentNo));
    expect(seen).not.toContain(material.id);
    expect(seen).toContain(zhCN['server.ai.withheld']);
    // a reader of the level still sees it as answered (the stored answer is unchanged)
    expect(JSON.stringify(prepared.conversation)).toContain(String(material.title));
  });

  it('lists a notification only while its recipient may open its record', async () => {
    const material = store.storedRows(technicalMaterials).find((r) => r.secrecyLevel === 'INTERNAL')!;
    notify(['staff'], `test:${material.id}`, {
      kind: 'reply',
      resource: technicalMaterials.key,
      recordId: material.id,
      code: String(material.code),
      actorName: '张伟',
    });
    const listed = async () => (await call('GET', `${M}/notifications`, { user: 'staff' })).body.data;
    expect((await listed()).rows.map((n: { recordId: string }) => n.recordId)).toContain(material.id);
    const unreadBefore = (await listed()).unread;
    material.secrecyLevel = 'CONFIDENTIAL';
    const after = await listed();
    expect(after.rows.map((n: { recordId: string }) => n.recordId)).not.toContain(material.id);
    expect(after.unread).toBe(unreadBefore - 1);
    material.secrecyLevel = 'INTERNAL';
    expect((await listed()).rows.map((n: { recordId: string }) => n.recordId)).toContain(material.id);
  });
});

describe('the operation log and uniqueness answers name nothing above the reader', () => {
  it('shows an upload of a file now held by a 机密 product without its name to a 重要 reader, and finds nothing by that name', async () => {
    const name = 'hydraulic-pump-cutaway.png';
    const { data: file } = await upload('admin', name, 'png-bytes', 'image/png');
    const product = store.storedRows(productMaintenance).find((r) => r.secrecyLevel === 'CONFIDENTIAL')!;
    const attached = await call('POST', `${M}/productMaintenance/${product.id}/attachments`, {
      user: 'admin',
      body: { fileId: file.id, docType: await docTypeOf(productMaintenance.attachments.docTypes) },
    });
    expect(attached.body.success).toBe(true);
    const log = async (user: string, keyword = '') => (await call('GET', `${M}/logManagement`, { user, query: { pageSize: '50', keyword } })).body;
    // the security officer (核心) reads it in full
    expect((await log('admin', name)).data.map((e: { target: string }) => e.target)).toContain(`${name} (${file.id})`);
    // 重要: the entry is there, its action and time kept, its target withheld; the name finds nothing
    const manager = await log('manager');
    const upload_ = manager.data.find((e: { action: string; userNo: string; time: string }) => e.action === 'upload' && e.userNo === 'admin');
    expect(upload_).toMatchObject({ target: zhCN['server.oplog.withheld'] });
    expect(upload_.detail).toBeUndefined();
    expect(JSON.stringify(manager.data)).not.toContain(name);
    expect((await log('manager', name)).data).toEqual([]);
    expect((await log('manager', file.id)).data).toEqual([]);
    expect(JSON.stringify(manager.data)).not.toContain('subjects');
  });

  it('answers a taken document number alike for a hidden and a visible material, and logs the attempt on the hidden one', async () => {
    const hidden = store.storedRows(technicalMaterials).find((r) => r.secrecyLevel === 'CONFIDENTIAL')!;
    const visible = store.storedRows(technicalMaterials).find((r) => r.secrecyLevel === 'PUBLIC')!;
    const template = store.storedRows(technicalMaterials).find((r) => r.status === 'DRAFT') ?? visible;
    const create = async (documentNo: string) => {
      const body: Record<string, unknown> = {};
      for (const f of technicalMaterials.fields)
        if (!f.readOnly && !f.derive && f.form && template[f.key] !== undefined && template[f.key] !== null) body[f.key] = template[f.key];
      return (await call('POST', `${M}/technicalMaterials`, { user: 'engineer', body: { ...body, documentNo, secrecyLevel: 'PUBLIC' } })).body;
    };
    const a = await create(String(hidden.documentNo));
    const b = await create(String(visible.documentNo));
    const issueOf = (x: any) => x.data.issues.find((i: { field: string }) => i.field === 'documentNo');
    expect(issueOf(a).message).toBe('server.unique.taken');
    expect(issueOf(a).text.replace(String(hidden.documentNo), '#')).toBe(issueOf(b).text.replace(String(visible.documentNo), '#'));
    const attempt = (await call('GET', `${M}/logManagement`, { user: 'admin', query: { keyword: String(hidden.code) } })).body.data;
    expect(attempt[0]).toMatchObject({ userNo: 'engineer', action: zhCN['server.unique.hiddenAttempt'], result: 'FAILURE', target: String(hidden.documentNo) });
    // a reader below 机密 sees that an attempt was made, not on what
    const asManager = (await call('GET', `${M}/logManagement`, { user: 'manager', query: { pageSize: '20' } })).body.data;
    expect(asManager.find((e: { action: string }) => e.action === zhCN['server.unique.hiddenAttempt'])).toMatchObject({
      target: zhCN['server.oplog.withheld'],
    });
  });
});

describe('an approval is handed only to someone who may read the record', () => {
  it('refuses the trainer for a claim (no claim page), offers only readers, and hands it to one', async () => {
    const task = workflowData().tasks.find((t) => t.status === 'PENDING' && t.assigneeNo === 'manager' && t.businessType === claimApplication.key);
    if (!task) throw new Error('no pending claim task of the manager in the seed');
    const candidates = (await call('GET', `/api/workflow/tasks/${task.id}/candidates`, { user: 'manager' })).body.data.map((u: { userNo: string }) => u.userNo);
    expect(candidates).not.toContain('trainer');
    expect(candidates).not.toContain('manager');
    expect(candidates.length).toBeGreaterThan(0);
    const refused = await call('POST', `/api/workflow/tasks/${task.id}/transfer`, { user: 'manager', body: { toUserNo: 'trainer', comment: '请代为审批' } });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION', data: { messageKey: 'workflow.error.targetCannotRead' } });
    expect(workflowData().tasks.find((t) => t.id === task.id)!.status).toBe('PENDING');
    const handed = await call('POST', `/api/workflow/tasks/${task.id}/transfer`, { user: 'manager', body: { toUserNo: candidates[0], comment: '请代为审批' } });
    expect([handed.body.success, handed.body.errorMessage]).toEqual([true, undefined]);
    // another's task offers nobody
    expect((await call('GET', `/api/workflow/tasks/${task.id}/candidates`, { user: 'staff' })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});

describe('uploads are bounded', () => {
  it('holds at most LOOSE_FILES_MAX unattached files a user, frees them after LOOSE_FILE_TTL_MS, and then takes uploads again', async () => {
    const firstUpload = Date.now();
    for (let i = 0; i < LOOSE_FILES_MAX; i++) expect((await upload('staff', `scan-${i}.pdf`)).success).toBe(true);
    expect(await upload('staff', 'one-more.pdf')).toMatchObject({ success: false, errorCode: 'TOO_MANY' });
    expect((await upload('engineer', 'theirs.pdf')).success).toBe(true); // another user's quota is their own
    const before = fileStore().size;
    expect(sweepLooseFiles(firstUpload + LOOSE_FILE_TTL_MS - 1)).toBe(0); // not yet expired, however long the uploads took
    expect(sweepLooseFiles(Date.now() + LOOSE_FILE_TTL_MS + 1000)).toBe(LOOSE_FILES_MAX + 1);
    expect(fileStore().size).toBe(before - LOOSE_FILES_MAX - 1);
    // held files stay: every seeded material still downloads
    expect((await download('admin', materialWithFile('PUBLIC').fileId)).status).toBe(200);
    expect((await upload('staff', 'again.pdf')).success).toBe(true);
  });

  it('counts the bytes of unattached files too', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024 - 16);
    const fit = Math.floor(LOOSE_BYTES_MAX / big.length);
    for (let i = 0; i < fit; i++) expect((await upload('staff', `big-${i}.pdf`, big)).success).toBe(true);
    expect(await upload('staff', 'too-much.pdf', big)).toMatchObject({ success: false, errorCode: 'TOO_MANY' });
  });
});

describe('counters and attachment policy', () => {
  it('counts a reader once however often they open a post', async () => {
    const post = store
      .storedRows(cbbPost)
      .find((r) => r.status === 'PUBLISHED' && r.secrecyLevel === 'PUBLIC' && r.applicantNo !== 'staff' && r.applicantNo !== 'engineer')!;
    const before = Number(post.views ?? 0);
    for (let i = 0; i < 50; i++) await call('POST', CBB_PATHS.view(post.id), { user: 'staff', body: {} });
    expect(store.findRecord(cbbPost.key, post.id)!.views).toBe(before + 1);
    await call('POST', CBB_PATHS.view(post.id), { user: 'engineer', body: {} });
    expect(store.findRecord(cbbPost.key, post.id)!.views).toBe(before + 2);
  });

  it('refuses in a reply thread the file types the record’s attachments refuse', async () => {
    const post = store.storedRows(cbbPost).find((r) => r.status === 'PUBLISHED' && r.secrecyLevel === 'PUBLIC')!;
    const { data: exe } = await upload('staff', 'setup.exe', 'MZ-binary');
    const refused = await call('POST', `${M}/cbbList/${post.id}/messages`, { user: 'staff', body: { text: '安装包', fileIds: [exe.id] } });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(refused.body.data.issues[0]).toMatchObject({ message: 'resource.attachment.badType' });
    const { data: pdf } = await upload('staff', 'manual.pdf');
    expect((await call('POST', `${M}/cbbList/${post.id}/messages`, { user: 'staff', body: { text: '手册', fileIds: [pdf.id] } })).body.success).toBe(true);
  });

  it('refuses file names with bidirectional overrides or other control characters', async () => {
    for (const name of ['invoice\u202Efdp.exe', 'a\u2066b.pdf', 'tab\u0007.pdf', 'line\nbreak.pdf']) {
      expect(await upload('staff', name)).toMatchObject({ success: false, errorCode: 'VALIDATION', errorMessage: zhCN['server.file.name'] });
    }
    expect(lastLog()[0]).toMatchObject({ module: 'file', action: 'upload', result: 'FAILURE' });
  });
});

describe('links of portal content stay in the portal', () => {
  it('accepts a portal path or an https address, and refuses a protocol-relative or other address', () => {
    for (const ok of ['/surveysList', '/aogOrder?id=AOG-1', '/', 'https://www.caac.gov.cn/notice?id=1', 'https://example.com'])
      expect(PORTAL_LINK.test(ok)).toBe(true);
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'http://example.com',
      'javascript:alert(1)',
      'https://',
      'https://exa mple.com',
      'mailto:a@b.c',
      'surveysList',
    ])
      expect(PORTAL_LINK.test(bad)).toBe(false);
  });

  it('refuses a content item whose link leaves the portal without saying so', async () => {
    const body = {
      kind: 'ANNOUNCEMENT',
      title: '服务网点调整',
      startAt: new Date().toISOString(),
      endAt: new Date(Date.now() + 86400_000).toISOString(),
      sortOrder: 10,
    };
    const bad = await call('POST', `${M}/portalMaintenance`, { user: 'admin', body: { ...body, link: '//evil.example/login' } });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(bad.body.data.issues[0]).toMatchObject({ field: 'link' });
    expect((await call('POST', `${M}/portalMaintenance`, { user: 'admin', body: { ...body, link: 'https://www.caac.gov.cn/' } })).body.success).toBe(true);
  });
});

describe('a sign-in lock-out is per account and client', () => {
  const login = (password: string, ip: string) => call('POST', '/sso/api/login', { as: null, ip, body: { account: 'admin', password } });

  it('makes the failing client wait while the owner signs in from elsewhere, and logs the refusals', async () => {
    for (let i = 0; i < 4; i++) expect((await login('guess', '10.9.9.9')).body.errorCode).toBe('BAD_CREDENTIALS');
    expect((await login('guess', '10.9.9.9')).body.errorCode).toBe('LOCKED');
    expect((await login('Admin@123', '10.9.9.9')).body.errorCode).toBe('LOCKED'); // even the right password, from there
    expect(lastLog()[0]).toMatchObject({ module: 'auth', action: 'login', result: 'FAILURE', ip: '10.9.9.9' });
    expect(lastLog()[0].detail).toContain('LOCKED');
    expect((await login('Admin@123', '10.1.2.3')).body.success).toBe(true); // the owner, at their desk
    expect((await login('guess', '10.9.9.9')).body.errorMessage).toMatch(/\d+/); // the wait keeps growing for the failing client
  });
});
