/**
 * The CBB board, suggestions and portal content on the mock back end, through their real routes:
 * bodies sanitised on the way in, likes once per user, drafts their author's alone, only the author
 * (or the administrator) changes a post, comments counted, suggestion replies visible to their author
 * and suggestions hidden from other staff, the portal content live for one role only, and malformed
 * input to the non-resource calls refused with the store unchanged.
 */
import adminRoutes from '../../../mock/admin';
import cbbVoiceRoutes from '../../../mock/cbbVoice';
import recordRoutes from '../../../mock/records';
import resourceRoutes from '../../../mock/resources';
import { storedRows } from '../../../mock/lib/store/tables';
import { cbbPost, CBB_PATHS } from '@/domain/desks/cbb';
import { LIVE_CONTENT_PATH, portalContent, suggestion } from '@/domain/desks/voice';
import { mockServer, fresh } from '../mock/harness';

const call = mockServer(cbbVoiceRoutes, adminRoutes, recordRoutes, resourceRoutes);
const cbb = '/api/management/cbbList';
const XSS =
  '<h2>Title</h2><p><strong>bold</strong><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="x">link</a></p><svg onload=alert(4)></svg>';

beforeEach(fresh);

async function newPost(as: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', cbb, {
    as,
    body: { title: '<img src=x onerror=alert(1)>标题', category: 'REPAIR', secrecyLevel: 'PUBLIC', body: XSS, ...extra },
  });
  expect(res.body.success).toBe(true);
  return res.body.data;
}

async function published(as: string) {
  const post = await newPost(as);
  const res = await call('POST', `${cbb}/${post.id}/actions/publish`, { as, body: { version: post.version } });
  expect(res.body).toMatchObject({ success: true, data: { status: 'PUBLISHED' } });
  return res.body.data;
}

describe('CBB posts', () => {
  it('seeds at least 200 posts, with comments in their threads matching the counts', async () => {
    const rows = storedRows(cbbPost);
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const withComments = rows.filter((r) => Number(r.comments) > 0);
    expect(withComments.length).toBeGreaterThan(100);
    const one = withComments[0];
    const thread = await call('GET', `${cbb}/${one.id}/messages`, { as: 'admin' });
    expect(thread.body.data).toHaveLength(Number(one.comments));
  });

  it('stores the allow-listed body: formatting kept, script, handlers and javascript: gone; the title stays plain text', async () => {
    const post = await newPost('staff');
    expect(post.body).toBe('<h2>Title</h2><p><strong>bold</strong><a>link</a></p>');
    expect(post.bodyText).toBe('Title boldlink');
    expect(post.title).toBe('<img src=x onerror=alert(1)>标题');
    const found = await call('GET', cbb, { as: 'staff', query: { keyword: 'boldlink', mine: 'applied' } });
    expect(found.body.total).toBe(1);
  });

  it('refuses a body with nothing left once sanitised, and a body that is not text', async () => {
    for (const body of ['<script>alert(1)</script>', '<p></p>', 42]) {
      const res = await call('POST', cbb, { as: 'staff', body: { title: 't', category: 'REPAIR', secrecyLevel: 'PUBLIC', body } });
      expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
  });

  it('keeps a draft its author’s alone', async () => {
    const post = await newPost('staff');
    expect((await call('GET', `${cbb}/${post.id}`, { as: 'engineer' })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await call('GET', `${cbb}/${post.id}`, { as: 'staff' })).body.success).toBe(true);
  });

  it('lets only the author — or the administrator — edit and delete a post', async () => {
    const post = await published('staff');
    const edit = (as: string, version: number) => call('PUT', `${cbb}/${post.id}`, { as, body: { title: `by ${as}`, version } });
    expect((await edit('engineer', post.version)).body).toMatchObject({ success: false, errorCode: 'NOT_OWNER' });
    const mine = await edit('staff', post.version);
    expect(mine.body).toMatchObject({ success: true, data: { title: 'by staff' } });
    const admin = await edit('admin', mine.body.data.version);
    expect(admin.body).toMatchObject({ success: true, data: { title: 'by admin' } });
    expect(
      (await call('DELETE', `${cbb}/${post.id}?version=${admin.body.data.version}`, { as: 'engineer', query: { version: String(admin.body.data.version) } }))
        .body.errorCode,
    ).toBe('NOT_OWNER');
  });

  it('counts a like once per user and takes it back on a second click, without a new version', async () => {
    const post = await published('staff');
    const like = (as: string) => call('POST', CBB_PATHS.like(post.id), { as, body: {} });
    expect((await like('engineer')).body.data).toEqual({ liked: true, likes: 1 });
    expect((await like('manager')).body.data).toEqual({ liked: true, likes: 2 });
    expect((await like('engineer')).body.data).toEqual({ liked: false, likes: 1 });
    expect((await like('engineer')).body.data).toEqual({ liked: true, likes: 2 });
    const detail = (await call('GET', `${cbb}/${post.id}`, { as: 'staff' })).body.data;
    expect(detail).toMatchObject({ likes: 2, likedBy: ['manager', 'engineer'], version: post.version });
  });

  it('counts views of readers (not of the author) and comments', async () => {
    const post = await published('staff');
    await call('POST', CBB_PATHS.view(post.id), { as: 'staff', body: {} });
    expect((await call('POST', CBB_PATHS.view(post.id), { as: 'engineer', body: {} })).body.data).toEqual({ views: 1 });
    const sent = await call('POST', `${cbb}/${post.id}/messages`, { as: 'engineer', body: { text: '<script>alert(1)</script> 好文', fileIds: [] } });
    expect(sent.body.success).toBe(true);
    expect((await call('GET', `${cbb}/${post.id}`, { as: 'staff' })).body.data).toMatchObject({ comments: 1, views: 1 });
  });

  it('refuses malformed or misplaced like / view calls and leaves the post unchanged', async () => {
    const post = await published('staff');
    const draft = await newPost('staff');
    const before = JSON.stringify(storedRows(cbbPost));
    const refusals: Array<[string, string, unknown, string]> = [
      ['engineer', CBB_PATHS.like(post.id), { like: true }, 'VALIDATION'],
      ['engineer', CBB_PATHS.like(post.id), { version: 1 }, 'VALIDATION'],
      ['engineer', CBB_PATHS.like('no-such-post'), {}, 'NOT_FOUND'],
      ['staff', CBB_PATHS.like(draft.id), {}, 'ACTION_NOT_ALLOWED'],
      ['engineer', CBB_PATHS.like(draft.id), {}, 'NOT_FOUND'],
      ['engineer', CBB_PATHS.view(post.id), { views: 1000 }, 'VALIDATION'],
      ['engineer', CBB_PATHS.view(draft.id), {}, 'NOT_FOUND'],
    ];
    for (const [as, url, body, code] of refusals) {
      const res = await call('POST', url, { as, body });
      expect([url, res.body.errorCode]).toEqual([url, code]);
    }
    const broken = await call('POST', CBB_PATHS.like(post.id), {
      as: 'engineer',
      body: '{"a":',
      rawBody: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.body.success).toBe(false);
    expect(JSON.stringify(storedRows(cbbPost))).toBe(before);
  });

  it('hides posts above the reader’s secrecy level from the board', async () => {
    const secret = await published('admin');
    await call('PUT', `${cbb}/${secret.id}`, { as: 'admin', body: { secrecyLevel: 'SECRET', version: secret.version } });
    expect((await call('GET', `${cbb}/${secret.id}`, { as: 'staff' })).body.errorCode).toBe('NOT_FOUND');
    expect((await call('POST', CBB_PATHS.like(secret.id), { as: 'staff', body: {} })).body.errorCode).toBe('NOT_FOUND');
    expect((await call('GET', `${cbb}/${secret.id}`, { as: 'manager' })).body.success).toBe(true);
  });
});

describe('suggestions', () => {
  const base = '/api/management/suggestManagement';

  it('shows the handler’s reply to the author, and hides the suggestion from other staff', async () => {
    const created = await call('POST', base, { as: 'staff', body: { title: '首页加搜索', category: 'SYSTEM', content: '希望首页能直接搜索订单' } });
    const id = created.body.data.id;
    expect((await call('POST', `${base}/${id}/actions/accept`, { as: 'staff', body: { reply: '自己采纳', version: 1 } })).body.errorCode).toBe('FORBIDDEN');
    expect((await call('GET', `${base}/${id}`, { as: 'engineer' })).body.errorCode).toBe('NOT_FOUND');
    const accepted = await call('POST', `${base}/${id}/actions/accept`, { as: 'manager', body: { reply: '已列入计划', version: 1 } });
    expect(accepted.body).toMatchObject({ success: true, data: { status: 'ACCEPTED', handlerName: '李敏' } });
    const done = await call('POST', `${base}/${id}/actions/implement`, { as: 'manager', body: { reply: '已上线', version: accepted.body.data.version } });
    expect(done.body.data.status).toBe('IMPLEMENTED');
    expect((await call('GET', `${base}/${id}`, { as: 'staff' })).body.data).toMatchObject({ status: 'IMPLEMENTED', reply: '已上线' });
    const staffList = await call('GET', base, { as: 'staff', query: { pageSize: '100' } });
    expect(staffList.body.data.every((r: { applicantNo: string }) => r.applicantNo === 'staff')).toBe(true);
    const all = await call('GET', base, { as: 'manager', query: { pageSize: '100' } });
    expect(all.body.total).toBe(storedRows(suggestion).length);
  });

  it('refuses an accept without a reply', async () => {
    const created = await call('POST', base, { as: 'staff', body: { title: 't', category: 'SYSTEM', content: 'c' } });
    const res = await call('POST', `${base}/${created.body.data.id}/actions/accept`, { as: 'manager', body: { version: 1 } });
    expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});

describe('portal content', () => {
  const base = '/api/management/portalMaintenance';
  const hour = 3600_000;

  it('shows an announcement published for one role on that role’s home only, within its window', async () => {
    const created = await call('POST', base, {
      as: 'admin',
      body: {
        kind: 'ANNOUNCEMENT',
        title: '仅工程师可见',
        startAt: new Date(Date.now() - hour).toISOString(),
        endAt: new Date(Date.now() + hour).toISOString(),
        audience: ['engineer'],
        sortOrder: 1,
      },
    });
    expect(created.body.success).toBe(true);
    const titles = async (as: string) => (await call('GET', LIVE_CONTENT_PATH, { as })).body.data.map((i: { title: string }) => i.title);
    expect(await titles('engineer')).not.toContain('仅工程师可见'); // a draft is not live
    await call('POST', `${base}/${created.body.data.id}/actions/publish`, { as: 'admin', body: { version: 1 } });
    expect(await titles('engineer')).toContain('仅工程师可见');
    expect(await titles('staff')).not.toContain('仅工程师可见');
    expect(await titles('manager')).not.toContain('仅工程师可见');
  });

  it('refuses a window that ends before it starts, and a link that leaves the portal unannounced (an https address opens in a new window)', async () => {
    const now = Date.now();
    const bad = [
      { endAt: new Date(now - hour).toISOString() },
      { link: 'javascript:alert(1)' },
      { link: '//evil.example/login' },
      { link: 'http://evil.example' },
      { audience: ['nobody'] },
    ];
    const count = storedRows(portalContent).length;
    for (const extra of bad) {
      const res = await call('POST', base, {
        as: 'admin',
        body: { kind: 'BANNER', title: 't', startAt: new Date(now).toISOString(), endAt: new Date(now + hour).toISOString(), sortOrder: 1, ...extra },
      });
      expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
    expect(storedRows(portalContent)).toHaveLength(count);
  });

  it('is maintained by the administrator only', async () => {
    const res = await call('POST', base, {
      as: 'manager',
      body: { kind: 'BANNER', title: 't', startAt: '2026-01-01T00:00:00Z', endAt: '2027-01-01T00:00:00Z', sortOrder: 1 },
    });
    expect(res.body.errorCode).toBe('FORBIDDEN');
  });
});
