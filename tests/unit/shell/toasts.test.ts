/**
 * The toast stack fetched after start (src/core/request/toasts.ts): a toast waits for it, the stack is
 * configured once it is in, and a failed download drops the toast and is tried again by the next one.
 * The download is the only thing replaced, for the failure case (antd's module throwing as it loads).
 */
import { TOAST_DURATION_S, TOAST_TOP_PX } from '@/constants';

type Toasts = typeof import('@/core/request/toasts');

afterEach(() => {
  jest.dontMock('antd');
  jest.resetModules();
});

it('shows a toast asked for before the stack is in, with the portal’s settings', async () => {
  const { toast } = require('@/core/request/toasts') as Toasts;
  const { message } = require('antd') as typeof import('antd');
  const config = jest.spyOn(message, 'config');
  const open = jest.spyOn(message, 'open').mockImplementation(() => (() => undefined) as never);
  await toast('error', '库存服务不可用', 'error:库存服务不可用');
  expect(config).toHaveBeenCalledWith({ duration: TOAST_DURATION_S, top: TOAST_TOP_PX, maxCount: 5 });
  expect(open).toHaveBeenCalledWith({ type: 'error', content: '库存服务不可用', key: 'error:库存服务不可用' });
});

it('a stack that cannot be fetched: the toast is dropped with a warning, and the next toast fetches it again', async () => {
  let fail = true;
  const opened: string[] = [];
  jest.doMock('antd', () => {
    if (fail) throw new Error('Loading chunk toasts failed');
    return { message: { config: () => undefined, open: ({ content }: { content: string }) => opened.push(content) } };
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { toast } = require('@/core/request/toasts') as Toasts;
  await toast('error', '第一次');
  expect(opened).toEqual([]);
  expect(warn).toHaveBeenCalledWith('toast not shown:', '第一次', expect.any(Error));
  fail = false;
  await toast('error', '第二次');
  expect(opened).toEqual(['第二次']);
  warn.mockRestore();
});
