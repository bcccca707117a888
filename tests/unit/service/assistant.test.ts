/**
 * The AI assistant's back end: retrieval only over what the asking user may see (a 秘密 document is
 * never cited to a 一般 user), the honest "not found", the question's limits (a JSON business error
 * before any stream, nothing stored), conversations owned by their user, and the answer stream
 * itself (events in order, the tokens make the stored answer, a closed connection keeps a stopped one).
 *
 * The technical materials are the knowledge desk's resource; until it is registered, a definition of
 * the same key with a secrecy field stands in (registered here), so the test holds with or without it.
 */
import { EventEmitter } from 'node:events';
import aiRoutes from '../../../mock/ai';
import { knowledgeOf, MATERIALS_KEY, prepareAnswer } from '../../../mock/lib/platform/ai';
import { resetDb } from '../../../mock/lib/store/db';
import { findUser } from '../../../mock/lib/server/identity';
import * as store from '../../../mock/lib/store/store';
import { formatEvent, parseEvents, QUESTION_MAX, retrieve } from '@/domain/ai';
import { defineResource, type ResourceDef, type ResourceRecord } from '@/domain/engine';
import { registerResource, resourceOf } from '@/domain/desks';
import { serverText } from '@/domain/serverMessages';
import { fakeRequest } from '../mock/harness';
import { call } from '../security/server';

const materials: ResourceDef =
  resourceOf(MATERIALS_KEY) ??
  registerResource(
    defineResource({
      key: MATERIALS_KEY,
      codePrefix: 'TM',
      customer: false,
      fields: [
        { key: 'title', type: 'text', required: true, table: true, form: true },
        { key: 'level', type: 'secrecy', label: 'resource.field.secrecyLevel', required: true, table: true, search: true, form: true },
      ],
    }),
  );

const SECRET_TITLE = '起落架收放作动筒密封件更换程序（内部工艺）';
const material = (id: string, level: string, title: string): ResourceRecord => ({
  id,
  code: `TM-${id}`,
  title,
  name: title,
  [materials.secrecyField!]: level,
  status: materials.lifecycle?.initial,
  version: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  attachments: [],
});

const user = (no: string) => findUser(no)!;
const chat = '/api/ai/chat';

beforeEach(() => {
  resetDb();
  store.loadRows(materials, [material('tm-secret', 'SECRET', SECRET_TITLE), material('tm-public', 'PUBLIC', '主轮刹车组件磨损检查方法')]);
});

describe('retrieval', () => {
  it('cites the published FAQ entry that answers the question, with its address', () => {
    const answer = prepareAnswer(user('staff'), { question: '交换件的核心件需要多久内返还？' });
    expect(answer.found).toBe(true);
    expect(answer.sources[0]).toMatchObject({
      kind: 'faq',
      title: '交换件的核心件需要多久内返还？',
      href: expect.stringMatching(/^\/customerService\?tab=faq&id=faq-\d+$/),
    });
    expect(answer.text).toContain('30 天内返还');
    expect(answer.text).toContain('[1]');
  });

  it('never cites a 秘密 document to a 一般 user; a user cleared for 秘密 gets it', () => {
    const question = '起落架收放作动筒密封件如何更换？';
    const staff = prepareAnswer(user('staff'), { question });
    expect(staff.sources.map((s) => s.id)).not.toContain('tm-secret');
    expect(staff.text).not.toContain(SECRET_TITLE);
    expect(knowledgeOf(user('staff')).map((d) => d.id)).toEqual(expect.arrayContaining(['tm-public']));
    expect(knowledgeOf(user('staff')).map((d) => d.id)).not.toContain('tm-secret');

    const manager = prepareAnswer(user('manager'), { question });
    expect(manager.sources[0]).toMatchObject({ kind: 'material', id: 'tm-secret', title: SECRET_TITLE, href: `/${MATERIALS_KEY}?id=tm-secret` });
  });

  it('answers an unknown question honestly: no source, the not-found text', () => {
    const answer = prepareAnswer(user('manager'), { question: '今天食堂的午饭是什么菜？' });
    expect(answer.found).toBe(false);
    expect(answer.sources).toEqual([]);
    expect(answer.text).toBe(serverText('aiService.answer.notFound'));
  });

  it('never cites an unpublished FAQ entry', () => {
    // the two drafts of the seed
    expect(prepareAnswer(user('manager'), { question: '如何申请成为授权维修点？' }).sources.map((s) => s.title)).not.toContain('如何申请成为授权维修点？');
  });

  it('needs two matching terms and a third of the weight of the question', () => {
    const docs = [{ kind: 'faq' as const, id: '1', code: 'F1', title: 'AOG 订单提交后多久会有人响应？', body: '', href: '/x' }];
    expect(retrieve('AOG 订单响应', docs)).toHaveLength(1);
    expect(retrieve('订单发票怎么开具和邮寄', docs)).toHaveLength(0);
  });
});

describe('the question and the conversations', () => {
  const conversations = () => call('GET', '/api/ai/conversations', { user: 'manager' });

  it.each([
    ['empty', { question: '' }, '请输入问题'],
    ['blank', { question: '   \n ' }, '请输入问题'],
    ['over 4,000 characters', { question: '问'.repeat(QUESTION_MAX + 1) }, `不能超过 ${QUESTION_MAX} 个字符`],
    ['not a string', { question: 42 }, '请输入问题'],
    ['with a control character', { question: '核心件\u0000返还' }, '控制字符'],
    ['with an unknown field', { question: '核心件返还', model: 'gpt' }, 'model'],
    ['with a bad conversation id', { question: '核心件返还', conversationId: 7 }, '对话编号无效'],
  ])('refuses a question %s with a JSON business error before any stream, nothing stored', async (_name, body, text) => {
    const res = await call('POST', chat, { user: 'manager', body });
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(res.body.errorMessage).toContain(text);
    expect((await conversations()).body.data).toEqual([]);
  });

  it('takes a question of exactly 4,000 characters', () => {
    expect(() => prepareAnswer(user('manager'), { question: `核心件返还${'问'.repeat(QUESTION_MAX - 5)}` })).not.toThrow();
  });

  it('keeps conversations per user: another user can neither read, continue nor delete them', async () => {
    const { conversation } = prepareAnswer(user('manager'), { question: '核心件需要多久内返还？' });
    expect((await conversations()).body.data).toEqual([expect.objectContaining({ id: conversation.id, title: '核心件需要多久内返还？', questions: 1 })]);
    const url = `/api/ai/conversations/${conversation.id}`;
    expect((await call('GET', url, { user: 'staff' })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await call('DELETE', url, { user: 'staff' })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await call('POST', chat, { user: 'staff', body: { question: '保修期多久？', conversationId: conversation.id } })).body).toMatchObject({
      success: false,
      errorCode: 'NOT_FOUND',
    });
    expect((await call('GET', '/api/ai/conversations', { user: 'staff' })).body.data).toEqual([]);

    const own = await call('GET', url, { user: 'manager' });
    expect(own.body.data.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect((await call('DELETE', url, { user: 'manager' })).body).toMatchObject({ success: true, data: { id: conversation.id } });
    expect((await conversations()).body.data).toEqual([]);
  });

  it('is refused to a user without the assistant', async () => {
    expect((await call('POST', chat, { user: 'trainer', body: { question: '保修期多久？' } })).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect((await call('GET', '/api/ai/conversations', { user: 'trainer' })).body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });
});

describe('the answer stream', () => {
  /** A response that records what is written, as a connection would carry it. */
  function streamResponse() {
    const res: any = new EventEmitter();
    Object.assign(res, {
      headersSent: false,
      writableEnded: false,
      head: {} as Record<string, string>,
      body: '',
      writeHead(status: number, headers: Record<string, string>) {
        res.statusCode = status;
        res.head = headers;
        res.headersSent = true;
      },
      write(chunk: string) {
        res.body += chunk;
        return true;
      },
      end() {
        res.writableEnded = true;
        res.emit('close');
      },
      setHeader() {},
      status() {
        return res;
      },
      json(payload: unknown) {
        res.headersSent = true;
        res.body = JSON.stringify(payload);
      },
    });
    return res;
  }
  const ask = (question: string) => {
    const res = streamResponse();
    aiRoutes[`POST ${chat}`](fakeRequest('POST', chat, { as: 'manager', body: { question } }), res);
    return res;
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('streams start, sources, the tokens and done; the tokens make the stored answer', async () => {
    const res = ask('修理后的部件随附什么适航证书？');
    expect(res.head['Content-Type']).toContain('text/event-stream');
    jest.runAllTimers();
    const { events, rest } = parseEvents(res.body);
    expect(rest).toBe('');
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names[1]).toBe('sources');
    expect(names.at(-1)).toBe('done');
    expect(names.slice(2, -1).every((n) => n === 'token')).toBe(true);
    const text = events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(text).toContain('8130-3');
    const { conversationId } = events[0].data as { conversationId: string };
    const stored = (await call('GET', `/api/ai/conversations/${conversationId}`, { user: 'manager' })).body.data;
    expect(stored.messages[1]).toMatchObject({ role: 'assistant', content: text, status: 'done' });
    expect(stored.messages[1].sources[0]).toMatchObject({ kind: 'faq', title: '修理后的部件随附什么适航证书？' });
  });

  it('stops when the connection closes: what was sent is kept as a stopped answer', async () => {
    const res = ask('修理后的部件随附什么适航证书？');
    jest.advanceTimersByTime(200);
    res.emit('close');
    jest.runAllTimers();
    const { events } = parseEvents(res.body);
    expect(events.map((e) => e.event)).not.toContain('done');
    const sent = events
      .filter((e) => e.event === 'token')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    const { conversationId } = events[0].data as { conversationId: string };
    const stored = (await call('GET', `/api/ai/conversations/${conversationId}`, { user: 'manager' })).body.data;
    expect(stored.messages[1]).toMatchObject({ status: 'stopped', content: sent });
    expect(sent.length).toBeGreaterThan(0);
  });

  it('frames events the parser reads back, across any chunk boundary', () => {
    const wire = formatEvent('token', { text: '适航\n证书' }) + formatEvent('done', { found: true });
    for (let cut = 0; cut <= wire.length; cut += 7) {
      const first = parseEvents(wire.slice(0, cut));
      const second = parseEvents(first.rest + wire.slice(cut));
      expect([...first.events, ...second.events]).toEqual([
        { event: 'token', data: { text: '适航\n证书' } },
        { event: 'done', data: { found: true } },
      ]);
    }
  });
});
