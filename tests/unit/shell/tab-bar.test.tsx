/**
 * The tab bar renders only when what it shows changes: the tab shell renders again when the client
 * state catches up with a navigation whose tab is already shown, and the bar must not be rebuilt then.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import TabBar from '@/core/tabs/TabBar';
import type { Tab } from '@/core/tabs/model';
import { setTabLabel } from '@/core/tabs/labels';
import { IntlProvider } from '@umijs/max';
import { act, type ComponentType, type ReactNode } from 'react';
import zhCN from '@/locales/zh-CN/index';
import { withIntl } from './intl';

const Provider = IntlProvider as unknown as ComponentType<{ locale: string; messages: Record<string, string>; children: ReactNode }>;

const HOME = { key: '/home', title: 'menu.home' };
const AOG = { key: '/aogOrder', title: 'menu.aogOrder' };

it('skips renders that change nothing it shows; renders for a new shown tab, a new tab and a new label', () => {
  // every render of the bar looks up its accessible name once: counted on the messages
  let renders = 0;
  const messages = new Proxy(zhCN as Record<string, string>, {
    get: (target, id: string) => {
      if (id === 'shell.tabs.label') renders += 1;
      return target[id];
    },
  });
  const onSwitch = jest.fn();
  const onAction = jest.fn();
  const bar = (tabs: Tab[], activeKey: string) => (
    <Provider locale="zh-CN" messages={messages}>
      <TabBar tabs={tabs} activeKey={activeKey} locked={false} onSwitch={onSwitch} onAction={onAction} />
    </Provider>
  );
  const { rerender } = render(bar([HOME, AOG], '/aogOrder'));
  const once = renders;
  expect(once).toBeGreaterThan(0);

  // the same tabs in a new array (the client state written after the navigation): nothing rendered
  rerender(bar([{ ...HOME }, { ...AOG }], '/aogOrder'));
  expect(renders).toBe(once);

  rerender(bar([HOME, AOG], '/home'));
  expect(renders).toBe(2 * once);
  rerender(bar([HOME, AOG, { key: '/leaseOrder', title: 'menu.leaseOrder' }], '/home'));
  expect(screen.getAllByText(/租赁订单/).length).toBeGreaterThan(0);
  act(() => setTabLabel('/aogOrder', 'AOG-20261123-0018'));
  expect(screen.getByText('AOG订单 · AOG-20261123-0018')).toBeInTheDocument();
  act(() => setTabLabel('/aogOrder', undefined));
});

it('a click on a tab and its close button reach the shell', () => {
  const onSwitch = jest.fn();
  const onAction = jest.fn();
  render(withIntl(<TabBar tabs={[HOME, AOG]} activeKey="/home" locked={false} onSwitch={onSwitch} onAction={onAction} />));
  fireEvent.click(screen.getByText('AOG订单'));
  expect(onSwitch).toHaveBeenCalledWith('/aogOrder');
  // home has no close button; AOG has one
  const closers = screen.getAllByRole('button', { name: /remove|关闭|close/i }).filter((b) => b.closest('.ant-tabs-tab'));
  expect(closers).toHaveLength(1);
  fireEvent.click(closers[0]);
  expect(onAction).toHaveBeenCalledWith('close', '/aogOrder');
});

it('while the password must be changed no tab can be closed', () => {
  render(withIntl(<TabBar tabs={[HOME, AOG]} activeKey="/home" locked onSwitch={jest.fn()} onAction={jest.fn()} />));
  expect(screen.queryAllByRole('button', { name: /remove|关闭|close/i }).filter((b) => b.closest('.ant-tabs-tab'))).toHaveLength(0);
});
