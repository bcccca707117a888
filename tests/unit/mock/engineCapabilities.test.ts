/**
 * The mock behind the engine's newer capabilities: order lines refused cell by cell, the quote's
 * prices per line, attachment limits on the record-attach path, saved filters per user.
 */
import * as store from '../../../mock/lib/store/store';
import { hasCode, seedUsers } from '../../../mock/lib/server/identity';
import { aogOrder, procurementOrder, resources } from '@/domain/desks';
import { SAVED_FILTER_MAX } from '@/domain/savedFilters';
import { engineServer } from './routes';
import { fresh } from './harness';

const call = engineServer();
const base = '/api/management/procurementOrder';
const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10);
const line = (cells: Record<string, unknown> = {}) => ({
  partNumber: '3214552-1',
  partName: '空调组件温度传感器',
  quantity: 4,
  unit: 'EA',
  conditionCode: 'NE',
  ...cells,
});
const order = (lines: unknown) => ({ customerId: 'C-CCA', lines, certificateType: 'AAC-038', priority: 'URGENT', requiredBy: future(20) });
const snapshot = () => JSON.stringify(store.storedRows(procurementOrder));

beforeEach(fresh);

describe('order lines', () => {
  it('creates a three-line order and answers its lines and (after the quote) its total', async () => {
    const created = await call('POST', base, {
      body: order([
        line(),
        line({ partNumber: '2118142-2', partName: '空气循环机', quantity: 1 }),
        line({ partNumber: 'C24958000', partName: '主轮刹车组件', quantity: 2, unit: 'SET' }),
      ]),
    });
    expect(created.body.success).toBe(true);
    let r = created.body.data;
    expect(r.lines).toHaveLength(3);
    expect(r.totalAmount).toBeNull();
    r = (await call('POST', `${base}/${r.id}/actions/submit`, { body: { version: r.version } })).body.data;
    const quoted = await call('POST', `${base}/${r.id}/actions/quote`, {
      body: { lines: [{ unitPrice: 100 }, { unitPrice: 2000.5 }, { unitPrice: 10 }], currency: 'USD', quoteValidUntil: future(30), version: r.version },
    });
    expect(quoted.body.success).toBe(true);
    expect(quoted.body.data.lines.map((l: any) => l.unitPrice)).toEqual([100, 2000.5, 10]);
    expect(quoted.body.data.totalAmount).toBe(4 * 100 + 2000.5 + 2 * 10);
  });

  it('refuses bad lines with the row and the cell, storing nothing', async () => {
    const before = snapshot();
    const a = await call('POST', base, { body: order([line(), line({ quantity: 0 }), line({ partNumber: '<b>' })]) });
    expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(a.body.data.issues).toEqual([
      expect.objectContaining({ field: 'lines', row: 2, cell: 'quantity', text: '第 2 行：数量不能小于 1' }),
      expect.objectContaining({ field: 'lines', row: 3, cell: 'partNumber' }),
    ]);
    expect(a.body.errorMessage).toContain('第 2 行');
    for (const bad of [[], Array.from({ length: 21 }, () => line()), [line({ hack: 1 })], ['row'], 'lines', [line({ quantity: '4' })]]) {
      expect((await call('POST', base, { body: order(bad) })).body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
    expect(snapshot()).toBe(before);
  });

  it('refuses a quote that does not price every line, or tries to change a line', async () => {
    const row = store.storedRows(procurementOrder).find((r) => r.status === 'SUBMITTED' && (r.lines as unknown[]).length >= 2)!;
    const before = snapshot();
    const quote = (lines: unknown) =>
      call('POST', `${base}/${row.id}/actions/quote`, { body: { lines, currency: 'CNY', quoteValidUntil: future(30), version: row.version } });
    const short = await quote([{ unitPrice: 10 }]);
    expect(short.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(short.body.errorMessage).toContain(`全部 ${(row.lines as unknown[]).length} 行`);
    const sneaky = await quote((row.lines as unknown[]).map(() => ({ unitPrice: 10, quantity: 999 })));
    expect(sneaky.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(snapshot()).toBe(before);
  });
});

describe('attachment limits on the record-attach path', () => {
  const upload = async (name: string, type: string) =>
    (await call('POST', '/api/file/files', { body: { name, type, content: Buffer.from('file').toString('base64') } })).body.data;
  const row = () => store.storedRows(aogOrder).find((r) => r.status === 'SOURCING')!;
  const attach = (id: string, body: unknown) => call('POST', `/api/management/aogOrder/${id}/attachments`, { body });

  it('keeps the document type with the attachment', async () => {
    const f = await upload('damage.png', 'image/png');
    const a = await attach(row().id, { fileId: f.id, docType: 'PHOTO' });
    expect(a.body.data).toEqual([expect.objectContaining({ id: f.id, docType: 'PHOTO' })]);
  });

  it('refuses a file type the resource does not accept, a missing or unknown document type — clearly, changing nothing', async () => {
    const r = row();
    const before = JSON.stringify(store.findRecord('aogOrder', r.id));
    const exe = await upload('tool.exe', 'application/x-msdownload');
    const refused = await attach(r.id, { fileId: exe.id, docType: 'OTHER' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(refused.body.errorMessage).toBe('不能上传“tool.exe”：只接受 PDF、JPG、JPEG、PNG、GIF、WEBP、XLSX、DOCX、TXT 文件');
    const pdf = await upload('quote.pdf', 'application/pdf');
    expect((await attach(r.id, { fileId: pdf.id })).body.errorMessage).toBe('请先选择附件类型');
    expect((await attach(r.id, { fileId: pdf.id, docType: 'NOPE' })).body.errorMessage).toBe('附件类型的取值不在可选范围内');
    expect(JSON.stringify(store.findRecord('aogOrder', r.id))).toBe(before);
  });

  it('refuses one attachment more than the declared count', async () => {
    const r = row();
    for (let i = 0; i < aogOrder.attachments.maxCount; i++) {
      const f = await upload(`p${i}.pdf`, 'application/pdf');
      expect((await attach(r.id, { fileId: f.id, docType: 'OTHER' })).body.success).toBe(true);
    }
    const last = await upload('one-more.pdf', 'application/pdf');
    const a = await attach(r.id, { fileId: last.id, docType: 'OTHER' });
    expect(a.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(a.body.errorMessage).toBe(`每条记录最多 ${aogOrder.attachments.maxCount} 个附件，请先删除不需要的附件`);
    expect(store.findRecord('aogOrder', r.id)!.attachments).toHaveLength(aogOrder.attachments.maxCount);
  });
});

describe('saved filters', () => {
  const path = '/api/management/savedFilters';
  const save = (user: string, body: unknown) => call('POST', path, { user, body });
  const list = async (user: string, resource = 'procurementOrder') => (await call('GET', path, { user, query: { resource } })).body.data;

  it('are kept per user and per list: another user does not see them', async () => {
    const a = await save('manager', {
      resource: 'procurementOrder',
      name: '待报价的紧急订单',
      query: { status: 'SUBMITTED', priority: 'URGENT,CRITICAL', sortField: 'requiredBy', sortOrder: 'ascend' },
    });
    expect(a.body).toMatchObject({ success: true, data: { name: '待报价的紧急订单', resource: 'procurementOrder' } });
    expect(await list('manager')).toEqual([
      expect.objectContaining({
        id: a.body.data.id,
        query: { status: 'SUBMITTED', priority: 'URGENT,CRITICAL', sortField: 'requiredBy', sortOrder: 'ascend' },
      }),
    ]);
    expect(await list('admin')).toEqual([]);
    expect(await list('manager', 'aogOrder')).toEqual([]);
    // and it re-applies: the list answers its query
    const page = await call('GET', base, { user: 'manager', query: { ...a.body.data.query, pageSize: 100 } });
    expect(page.body.success).toBe(true);
    expect(page.body.data.every((r: any) => r.status === 'SUBMITTED' && ['URGENT', 'CRITICAL'].includes(r.priority))).toBe(true);
  });

  it('are deleted by their owner only', async () => {
    const { id } = (await save('manager', { resource: 'procurementOrder', name: '我的', query: {} })).body.data;
    expect((await call('DELETE', `${path}/${id}`, { user: 'admin' })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(await list('manager')).toHaveLength(1);
    expect((await call('DELETE', `${path}/${id}`, { user: 'manager' })).body.success).toBe(true);
    expect(await list('manager')).toEqual([]);
  });

  it('refuses a bad name (text rule), a taken name, a query the list would refuse, a list the user may not read, and one too many', async () => {
    const refused = async (body: unknown, user = 'manager') => {
      const a = await save(user, body);
      expect(a.body.success).toBe(false);
      return a.body;
    };
    const q = { resource: 'procurementOrder', query: {} };
    expect((await refused({ ...q, name: '' })).errorCode).toBe('VALIDATION');
    expect((await refused({ ...q, name: '名'.repeat(41) })).errorMessage).toContain('40');
    expect((await refused({ ...q, name: 'a\u202eb' })).errorMessage).toBe('筛选名称不能包含改变文字方向的控制符');
    expect((await refused({ ...q, name: 'x', extra: 1 })).errorCode).toBe('VALIDATION');
    expect((await refused({ ...q, name: 'x', query: { nope: '1' } })).errorCode).toBe('VALIDATION');
    expect((await refused({ ...q, name: 'x', query: { sortField: 'deliveryAddress' } })).errorCode).toBe('VALIDATION');
    expect((await refused({ ...q, name: 'x', query: { status: ['DRAFT'] } })).errorCode).toBe('VALIDATION');
    expect((await refused({ ...q, name: 'x', query: { pageSize: '10' } })).errorCode).toBe('VALIDATION');
    expect((await refused({ resource: 'nope', name: 'x', query: {} })).errorCode).toBe('VALIDATION');
    // a list the user may not open
    const [user, unreadable] = seedUsers().flatMap((u) => resources.filter((d) => !hasCode(u, d.codes.read)).map((d) => [u.userNo, d.key] as const))[0];
    expect((await refused({ resource: unreadable, name: 'x', query: {} }, user)).errorCode).toBe('FORBIDDEN');
    expect((await save('manager', { ...q, name: '同名' })).body.success).toBe(true);
    expect((await refused({ ...q, name: '同名' })).errorMessage).toBe('已有名为“同名”的常用筛选，请换一个名称');
    for (let i = 1; i < SAVED_FILTER_MAX; i++) expect((await save('manager', { ...q, name: `筛选${i}` })).body.success).toBe(true);
    expect((await refused({ ...q, name: '再多一个' })).errorCode).toBe('TOO_MANY');
    expect(await list('manager')).toHaveLength(SAVED_FILTER_MAX);
  });
});
