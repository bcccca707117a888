/**
 * The request policy as the running portal has it: umi's own `request` with the runtime config that
 * src/app.tsx exports, real antd toasts in the document. Only the network is replaced (an axios
 * adapter answering like the services would).
 */
import { createPluginManager } from '@@/core/plugin';
import { getRequestInstance, request } from '@umijs/max';
import { act, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { TOAST_DURATION_S, TOAST_TOP_PX, TOKEN_KEY } from '@/constants';
import { configureToasts } from '@/core/request';
import { call, http } from '@/services/transport/http';

type Answer = { status: number; data?: unknown } | 'network-error';
const answers = new Map<string, Answer>();
const calls: Array<{ url: string; headers: Record<string, string> }> = [];

beforeAll(() => {
  createPluginManager();
  configureToasts();
  getRequestInstance().defaults.adapter = async (config: any) => {
    calls.push({ url: config.url, headers: config.headers });
    const answer = answers.get(config.url.split('?')[0]) ?? { status: 404, data: '' };
    if (answer === 'network-error') {
      throw Object.assign(new Error('Network Error'), { config, request: {}, code: 'ERR_NETWORK' });
    }
    const response = { data: answer.data, status: answer.status, statusText: '', headers: {}, config, request: {} };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw Object.assign(new Error(`Request failed with status code ${answer.status}`), { config, request: {}, response });
  };
});

beforeEach(() => {
  answers.clear();
  calls.length = 0;
  message.destroy();
  localStorage.setItem(TOKEN_KEY, 'token-42');
});

const notices = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent?.trim());
const flush = () => act(() => new Promise((r) => setTimeout(r, 50)));

it('sends the token and marker headers with every call', async () => {
  answers.set('/api/management/thing', { status: 200, data: { success: true, data: { id: 7 } } });
  await expect(call('GET', '/api/management/thing')).resolves.toEqual({ id: 7 });
  expect(calls[0].headers).toMatchObject({ AuthenticationToken: 'token-42', 'X-Requested-With': 'XMLHttpRequest' });
});

it('shows an error toast 8 px from the top', async () => {
  expect([TOAST_DURATION_S, TOAST_TOP_PX]).toEqual([3, 8]);
  answers.set('/api/management/thing', { status: 500, data: { message: '库存服务不可用' } });
  await expect(http.get('/api/management/thing')).rejects.toBeTruthy();
  await flush();
  expect(notices()).toEqual(['库存服务不可用']);
  const holder = document.querySelector('.ant-message') as HTMLElement;
  expect(holder.style.getPropertyValue('--notification-top')).toBe(`${TOAST_TOP_PX}px`);
});

it('shows a business error in the toast and rejects with it', async () => {
  answers.set('/api/management/thing', {
    status: 200,
    data: { success: false, errorCode: 'STALE', errorMessage: '记录已被他人修改，请刷新后重试', showType: 2 },
  });
  const error = await request('/api/management/thing').catch((e: unknown) => e);
  expect(error).toMatchObject({ name: 'BizError', errorCode: 'STALE' });
  await flush();
  expect(notices()).toEqual(['记录已被他人修改，请刷新后重试']);
});

it('toasts 未返回数据，请重试 when no answer comes back', async () => {
  answers.set('/api/management/thing', 'network-error');
  await http.get('/api/management/thing').catch(() => undefined);
  await flush();
  expect(notices()).toEqual(['未返回数据，请重试']);
});

it('a table request resolves an empty page after a failure the policy has shown', async () => {
  answers.set('/api/management/rows', { status: 500, data: '' });
  await expect(http.table('/api/management/rows')({ current: 2, pageSize: 20 })).resolves.toEqual({
    success: false,
    data: [],
    total: 0,
    current: 2,
    pageSize: 20,
  });
  expect(calls[0].url).toBe('/api/management/rows');
  await flush();
  expect(notices()).toEqual(['系统异常，请稍后再试']);
});

it('a burst of 401s: one toast, one logout call, and the session is cleared', async () => {
  answers.set('/api/management/a', { status: 401, data: '登录已失效，请重新登录' });
  answers.set('/api/management/logout', { status: 200, data: { success: true, data: true } });
  sessionStorage.setItem('currentPath', '/aogOrder');
  await Promise.all([1, 2, 3, 4].map(() => http.get('/api/management/a').catch(() => undefined)));
  await waitFor(() => expect(calls.filter((c) => c.url === '/api/management/logout')).toHaveLength(1));
  await flush();
  expect(notices()).toEqual(['登录已失效，请重新登录']);
  expect(calls.filter((c) => c.url === '/api/management/logout')).toHaveLength(1);
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(sessionStorage.getItem('currentPath')).toBeNull();
});

it('a call refused until the password is changed: the warning, the session confined to 修改密码, and the way there', async () => {
  const { createHistory } = require('@@/core/history');
  const { passwordChangeDue, setPasswordChangeDue } = require('@/core/auth');
  const browser = createHistory({ type: 'browser' });
  browser.push('/aogOrder');
  setPasswordChangeDue(null);
  answers.set('/api/management/aogOrder', {
    status: 200,
    data: {
      success: false,
      errorCode: 'PASSWORD_CHANGE_REQUIRED',
      errorMessage: '您的密码已过期，请先修改密码后再使用系统',
      showType: 9,
      data: { url: '/updatePassword', reason: 'EXPIRED' },
    },
  });
  await http.get('/api/management/aogOrder').catch(() => undefined);
  await flush();
  expect(notices()).toEqual(['您的密码已过期，请先修改密码后再使用系统']);
  expect(passwordChangeDue()).toBe('EXPIRED');
  expect(window.location.pathname).toBe('/updatePassword');
  // not a logout: the token stays
  expect(localStorage.getItem(TOKEN_KEY)).toBe('token-42');
  setPasswordChangeDue(null);
});
