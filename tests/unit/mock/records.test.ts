/**
 * Around one record, on the mock as the portal calls it: the reply thread (no status change, the
 * permission, the plain-text rule, the status in which it is closed, the operation log), related
 * records both ways (an exchange order raised from an AOG order), and the "mine" filters done by the
 * server.
 */
import { opLog } from '../../../mock/lib/platform/oplog';
import * as store from '../../../mock/lib/store/store';
import { aogOrder, leaseOrder, substitutionOrder } from '@/domain/desks';
import { engineServer } from './routes';
import { fresh } from './harness';

const call = engineServer();
const base = (key: string) => `/api/management/${key}`;
const inStatus = (status: string) => store.storedRows(aogOrder).find((r) => r.status === status)!;

beforeEach(fresh);

describe('reply thread', () => {
  it('takes a message during SOURCING without changing the record, newest last, with its files', async () => {
    const order = inStatus('SOURCING');
    const url = `${base('aogOrder')}/${order.id}/messages`;
    const upload = await call('POST', '/api/file/files', {
      user: 'manager',
      body: { name: '来电记录.txt', type: 'text/plain', content: Buffer.from('call').toString('base64') },
    });
    const first = await call('POST', url, { user: 'manager', body: { text: '客户来电：\n航材预计明早到站 <b>急</b>', fileIds: [upload.body.data.id] } });
    expect(first.body).toMatchObject({ success: true, data: { authorNo: 'manager', authorName: '李敏', text: '客户来电：\n航材预计明早到站 <b>急</b>' } });
    expect(first.body.data.attachments).toEqual([expect.objectContaining({ id: upload.body.data.id, name: '来电记录.txt' })]);
    await call('POST', url, { user: 'admin', body: { text: '已联系货代' } });

    const after = store.findRecord('aogOrder', order.id)!;
    expect(after).toMatchObject({ status: 'SOURCING', version: order.version, updatedAt: order.updatedAt });
    const thread = await call('GET', url, { user: 'staff' });
    expect(thread.body.data.map((m: { text: string }) => m.text)).toEqual(['客户来电：\n航材预计明早到站 <b>急</b>', '已联系货代']);
  });

  it('needs the reply code to post; a reader reads', async () => {
    const order = inStatus('ACCEPTED');
    const url = `${base('aogOrder')}/${order.id}/messages`;
    const refused = await call('POST', url, { user: 'staff', body: { text: '我来补充一句' } });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(refused.body.errorMessage).toContain('aogOrder:reply');
    expect((await call('GET', url, { user: 'staff' })).body).toEqual({ success: true, data: [] });
  });

  it('is closed in a final status, and refuses text the plain-text rule refuses', async () => {
    const closed = inStatus('CLOSED');
    const no = await call('POST', `${base('aogOrder')}/${closed.id}/messages`, { user: 'manager', body: { text: '补充' } });
    expect(no.body).toMatchObject({ success: false, errorCode: 'THREAD_CLOSED' });
    expect(no.body.errorMessage).toContain('已关闭');

    const url = `${base('aogOrder')}/${inStatus('SOURCING').id}/messages`;
    const bad = async (body: unknown) => (await call('POST', url, { user: 'manager', body })).body;
    expect(await bad({ text: 'abc\u202eevil' })).toMatchObject({ errorCode: 'VALIDATION', errorMessage: '回复内容不能包含改变文字方向的控制符' });
    expect(await bad({ text: 'a\u0007b' })).toMatchObject({ errorCode: 'VALIDATION', errorMessage: '回复内容不能包含控制字符' });
    expect(await bad({ text: 'x'.repeat(2001) })).toMatchObject({ errorCode: 'VALIDATION', errorMessage: '回复内容不能超过 2000 个字符' });
    expect(await bad({ text: '   ' })).toMatchObject({ errorCode: 'VALIDATION', errorMessage: '请填写回复内容' });
    expect(await bad({ text: 'ok', status: 'CLOSED' })).toMatchObject({ errorCode: 'VALIDATION' });
    expect(await bad({ text: 'ok', fileIds: ['F-nope'] })).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await call('GET', url, { user: 'manager' })).body.data).toEqual([]);
  });

  it('writes every post to the operation log, refused ones too', async () => {
    const order = inStatus('SOURCING');
    const before = opLog().length;
    await call('POST', `${base('aogOrder')}/${order.id}/messages`, { user: 'manager', body: { text: '客户来电' } });
    await call('POST', `${base('aogOrder')}/${order.id}/messages`, { user: 'staff', body: { text: '客户来电' } });
    expect(opLog().slice(before)).toEqual([
      expect.objectContaining({ module: 'AOG订单', action: '回复', target: order.code, result: 'SUCCESS', userNo: 'manager' }),
      expect.objectContaining({ module: 'AOG订单', action: '回复', target: order.code, result: 'FAILURE', userNo: 'staff' }),
    ]);
  });

  it('is on the four orders (ON_LEASE for a lease), and an unknown record is NOT_FOUND', async () => {
    const lease = store.storedRows(leaseOrder).find((r) => r.status === 'ON_LEASE')!;
    const ok = await call('POST', `${base('leaseOrder')}/${lease.id}/messages`, { user: 'manager', body: { text: '客户来电：想延期一周' } });
    expect(ok.body.success).toBe(true);
    expect(store.findRecord('leaseOrder', lease.id)!.status).toBe('ON_LEASE');
    for (const key of ['procurementOrder', 'aogOrder', 'leaseOrder', 'substitutionOrder']) {
      expect((await call('GET', `${base(key)}/nope-1/messages`, { user: 'admin' })).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
  });
});

describe('related records', () => {
  it('an exchange order raised from an AOG order links both ways', async () => {
    const aog = inStatus('SOURCING');
    const prefill = substitutionOrder.field('aogOrderId')!.relatedTo!.raise!.prefill(aog);
    const created = await call('POST', base('substitutionOrder'), { user: 'manager', body: { ...prefill, removedSerialNumber: 'SN77001' } });
    expect(created.body).toMatchObject({ success: true, data: { aogOrderId: aog.id, removedPartNumber: aog.partNumber, customerId: aog.customerId } });
    const ex = created.body.data;

    const fromAog = await call('GET', `${base('aogOrder')}/${aog.id}/related`, { user: 'manager' });
    expect(fromAog.body.data).toEqual([
      { direction: 'from', resource: 'substitutionOrder', field: 'aogOrderId', id: ex.id, code: ex.code, status: 'SUBMITTED' },
    ]);
    const fromEx = await call('GET', `${base('substitutionOrder')}/${ex.id}/related`, { user: 'manager' });
    expect(fromEx.body.data).toEqual([{ direction: 'to', resource: 'aogOrder', field: 'aogOrderId', id: aog.id, code: aog.code, status: 'SOURCING' }]);
  });

  it('refuses a related id that names no visible record', async () => {
    const aog = inStatus('SOURCING');
    const prefill = substitutionOrder.field('aogOrderId')!.relatedTo!.raise!.prefill(aog);
    const bad = await call('POST', base('substitutionOrder'), {
      user: 'manager',
      body: { ...prefill, removedSerialNumber: 'SN77001', aogOrderId: 'aogOrder-999999' },
    });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'VALIDATION', errorMessage: '来源 AOG 订单所指的记录不存在，或你无权查看' });
  });
});

describe('mine', () => {
  it('"I applied for" and "assigned to me" are filtered by the server, in lists and exports', async () => {
    const all = store.storedRows(aogOrder);
    const waiting = all.find((r) => r.status === 'SUBMITTED')!;
    const accepted = await call('POST', `${base('aogOrder')}/${waiting.id}/actions/accept`, { user: 'manager', body: { version: waiting.version } });
    expect(accepted.body.data).toMatchObject({ handlerNo: 'manager', handlerName: '李敏' });

    const applied = await call('GET', base('aogOrder'), { user: 'admin', query: { mine: 'applied', pageSize: '100' } });
    expect(applied.body.total).toBe(all.filter((r) => r.applicantNo === 'admin').length);
    expect(applied.body.total).toBeGreaterThan(0);
    expect(applied.body.total).toBeLessThan(all.length);
    expect(applied.body.data.every((r: { applicantNo: string }) => r.applicantNo === 'admin')).toBe(true);

    const assigned = await call('GET', base('aogOrder'), { user: 'manager', query: { mine: 'assigned', pageSize: '100' } });
    const mine = store.storedRows(aogOrder).filter((r) => r.handlerNo === 'manager');
    expect(assigned.body.total).toBe(mine.length);
    expect(assigned.body.data.map((r: { id: string }) => r.id)).toContain(waiting.id);
    const exported = await call('GET', `${base('aogOrder')}/export`, { user: 'manager', query: { mine: 'assigned', reason: '核对本人处理的 AOG 订单' } });
    expect(exported.body.data).toHaveLength(mine.length);
  });

  it('refuses a filter the resource does not offer', async () => {
    expect((await call('GET', base('aogOrder'), { user: 'admin', query: { mine: 'everyone' } })).body).toMatchObject({ errorCode: 'VALIDATION' });
    expect((await call('GET', base('leaseOrder'), { user: 'admin', query: { mine: 'assigned' } })).body).toMatchObject({ errorCode: 'VALIDATION' });
    expect((await call('GET', base('leaseOrder'), { user: 'admin', query: { mine: 'applied' } })).body.success).toBe(true);
  });
});
