/**
 * The client state's calls leave with the entry (`startClientState`, src/app.tsx) and are asked again
 * through the request policy when that quiet attempt fails, so a failure is still shown once — through
 * umi's own `request` with the portal's runtime config; only the network is replaced.
 */
import { createPluginManager } from '@@/core/plugin';
import { getRequestInstance } from '@umijs/max';
import { act } from '@testing-library/react';
import { message } from 'antd';
import { TOKEN_KEY } from '@/constants';
import { configureToasts } from '@/core/request';
import { loadClientState, startClientState } from '@/core/initialState';

type Answer = { status: number; data?: unknown };
const answers = new Map<string, Answer[]>();
const calls: string[] = [];

const USER = '/api/management/currentUser';
const PERMS = '/api/permission/permissions/logbookmanagement';
const OPS = '/api/permission/permissions/systemmaintenance';
const ok = (data: unknown): Answer => ({ status: 200, data: { success: true, data } });
const userAnswer = ok({ currentUser: { userNo: 'u1', userName: '王建国' }, systemMenuPermissions: ['home'], menu: [] });
const permsAnswer = ok({ systemMenuPermissions: ['aogOrder'], pageElementPermissions: ['aogOrder:create'] });

beforeAll(() => {
  createPluginManager();
  configureToasts();
  getRequestInstance().defaults.adapter = async (config: any) => {
    const url = config.url.split('?')[0];
    calls.push(url);
    const queue = answers.get(url) ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, data: '' };
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config, request: {} };
    if (answer.status < 300) return response;
    throw Object.assign(new Error(`Request failed with status code ${answer.status}`), { config, request: {}, response });
  };
});

beforeEach(() => {
  answers.clear();
  calls.length = 0;
  message.destroy();
  localStorage.setItem(TOKEN_KEY, 'token-42');
  answers.set(USER, [userAnswer]);
  answers.set(PERMS, [permsAnswer]);
  answers.set(OPS, [ok({ systemMenuPermissions: [], pageElementPermissions: [] })]);
});

const notices = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent?.trim());
const flush = () => act(() => new Promise((r) => setTimeout(r, 50)));

it('uses the answer of the calls sent with the entry, asking nothing twice', async () => {
  startClientState();
  await flush();
  // sent before anyone asked for the client state
  expect([...calls].sort()).toEqual([USER, PERMS, OPS].sort());
  const state = await loadClientState();
  expect(state.user.userName).toBe('王建国');
  expect(state.systemMenuPermissions).toEqual(expect.arrayContaining(['home', 'aogOrder']));
  expect(calls).toHaveLength(3);
  await flush();
  expect(notices()).toEqual([]);
});

it('asks again through the policy when a call of the early attempt failed, and shows that failure once', async () => {
  answers.set(PERMS, [{ status: 500, data: { message: '权限服务不可用' } }]);
  startClientState();
  await flush();
  // the quiet attempt showed nothing
  expect(notices()).toEqual([]);
  const state = await loadClientState();
  // the other system's answer still counts, as before
  expect(state.user.userNo).toBe('u1');
  expect(calls.filter((u) => u === PERMS)).toHaveLength(2);
  await flush();
  expect(notices()).toEqual(['权限服务不可用']);
});

it('a second attempt that succeeds shows nothing', async () => {
  answers.set(USER, [{ status: 500, data: { message: '用户服务不可用' } }, userAnswer]);
  startClientState();
  const state = await loadClientState();
  expect(state.user.userName).toBe('王建国');
  expect(calls.filter((u) => u === USER)).toHaveLength(2);
  await flush();
  expect(notices()).toEqual([]);
});

it('without an early start, loads through the policy once', async () => {
  const state = await loadClientState();
  expect(state.user.userNo).toBe('u1');
  expect(calls).toHaveLength(3);
});
