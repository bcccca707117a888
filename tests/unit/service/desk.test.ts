/**
 * The customer-service desk on the mock, as the page calls it: the seed (every status, a queue), the
 * queue / mine filters done by the server, taking a conversation from the queue and resolving it,
 * assigning to another agent (the agent's name filled in from the dictionary), the FAQ as a part of
 * the page (its codes are the page's), and malformed input refused with the store unchanged.
 */
import * as store from '../../../mock/lib/store/store';
import { seedFaq } from '../../../mock/lib/seed/faq';
import { recordHrefIn } from '@/domain/links';
import { customerService, faq } from '@/domain/desks/service';
import { call } from '../security/server';
import { fresh } from '../mock/harness';

const base = '/api/management/customerService';
const faqBase = '/api/management/faq';

beforeEach(fresh);

it('seeds ≥ 100 conversations over every status, with a queue, and ≥ 40 FAQ entries', () => {
  const rows = store.storedRows(customerService);
  expect(rows.length).toBeGreaterThanOrEqual(100);
  expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['OPEN', 'PENDING_CUSTOMER', 'RESOLVED', 'CLOSED']));
  expect(rows.filter((r) => r.status === 'OPEN' && !r.agentNo).length).toBeGreaterThan(10);
  expect(rows.filter((r) => r.status !== 'OPEN').every((r) => r.agentNo && r.agentName)).toBe(true);
  const entries = seedFaq();
  expect(entries.length).toBeGreaterThanOrEqual(40);
  expect(entries.filter((e) => e.published).length).toBeGreaterThanOrEqual(40);
});

it('lists the queue (no agent) and "mine" on the server', async () => {
  const queue = await call('GET', `${base}?mine=unassigned&pageSize=100`, { user: 'manager' });
  expect(queue.body.success).toBe(true);
  expect(queue.body.total).toBeGreaterThan(0);
  expect(queue.body.data.every((r: { agentNo?: string }) => !r.agentNo)).toBe(true);
  const mine = await call('GET', `${base}?mine=assigned&pageSize=100`, { user: 'manager' });
  expect(mine.body.data.length).toBeGreaterThan(0);
  expect(mine.body.data.every((r: { agentNo?: string }) => r.agentNo === 'manager')).toBe(true);
});

it('takes a conversation from the queue, then resolves it; resolving needs an agent first', async () => {
  const waiting = store.storedRows(customerService).find((r) => r.status === 'OPEN' && !r.agentNo)!;
  const early = await call('POST', `${base}/${waiting.id}/actions/resolve`, { user: 'manager', body: { version: waiting.version } });
  expect(early.body).toMatchObject({ success: false });
  expect(early.body.errorMessage).toContain('先接入或指派');

  const taken = await call('POST', `${base}/${waiting.id}/actions/take`, { user: 'manager', body: { version: waiting.version } });
  expect(taken.body).toMatchObject({ success: true, data: { status: 'OPEN', agentNo: 'manager', agentName: '李敏' } });
  const queue = await call('GET', `${base}?mine=unassigned&pageSize=100`, { user: 'manager' });
  expect(queue.body.data.map((r: { id: string }) => r.id)).not.toContain(waiting.id);

  const again = await call('POST', `${base}/${waiting.id}/actions/take`, { user: 'admin', body: { version: taken.body.data.version } });
  expect(again.body).toMatchObject({ success: false });
  expect(again.body.errorMessage).toContain('已由其他客服接入');

  const resolved = await call('POST', `${base}/${waiting.id}/actions/resolve`, {
    user: 'manager',
    body: { version: taken.body.data.version, comment: '已补发证书' },
  });
  expect(resolved.body).toMatchObject({ success: true, data: { status: 'RESOLVED' } });
});

it('assigns to another agent with the name from the dictionary; a name not in it is refused, nothing changed', async () => {
  const waiting = store.storedRows(customerService).find((r) => r.status === 'OPEN' && !r.agentNo)!;
  const bad = await call('POST', `${base}/${waiting.id}/actions/assign`, { user: 'manager', body: { version: waiting.version, agentNo: 'nobody' } });
  expect(bad.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(store.findRecord('customerService', waiting.id)).toMatchObject({ version: waiting.version, status: 'OPEN' });
  expect(store.findRecord('customerService', waiting.id)!.agentNo).toBeUndefined();

  const done = await call('POST', `${base}/${waiting.id}/actions/assign`, { user: 'manager', body: { version: waiting.version, agentNo: 'admin' } });
  expect(done.body).toMatchObject({ success: true, data: { agentNo: 'admin', agentName: '王建国' } });
});

it.each([
  ['no topic', { customerId: 'C-CCA', channel: 'PHONE' }],
  ['an unknown channel', { customerId: 'C-CCA', channel: 'FAX', topic: '咨询' }],
  ['an agent set by hand', { customerId: 'C-CCA', channel: 'PHONE', topic: '咨询', agentNo: 'manager' }],
  ['a control character', { customerId: 'C-CCA', channel: 'PHONE', topic: '咨询\u0007' }],
])('refuses a new conversation with %s, the store unchanged', async (_name, body) => {
  const before = store.storedRows(customerService).length;
  const res = await call('POST', base, { user: 'manager', body });
  expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  expect(store.storedRows(customerService).length).toBe(before);
});

it('the FAQ belongs to 客服管理: its codes are the page’s, its address a tab of it', async () => {
  expect(faq.codes).toMatchObject({ read: 'customerService', create: 'customerService:faq.create', edit: 'customerService:faq.edit' });
  expect(recordHrefIn(faq.page, faq.key, 'faq-000001')).toBe('/customerService?tab=faq&id=faq-000001');
  const created = await call('POST', faqBase, {
    user: 'manager',
    body: { question: '如何申请延长保修？', answer: '请在保修期内联系客服。', tags: ['WARRANTY'], published: true },
  });
  expect(created.body).toMatchObject({ success: true, data: { question: '如何申请延长保修？', published: true } });
  const staff = await call('GET', faqBase, { user: 'staff' });
  expect(staff.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  const badTag = await call('POST', faqBase, { user: 'manager', body: { question: '问题', answer: '答案', tags: ['NOPE'] } });
  expect(badTag.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
});
