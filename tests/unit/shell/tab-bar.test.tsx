/**
 * The tab bar renders only when what it shows changes: the tab shell renders again when the client
 * state catches up with a navigation whose tab is already shown, and the bar must not be rebuilt then.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
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

it('a click on a tab and its close mark reach the shell', () => {
  const onSwitch = jest.fn();
  const onAction = jest.fn();
  const { container } = render(withIntl(<TabBar tabs={[HOME, AOG]} activeKey="/home" locked={false} onSwitch={onSwitch} onAction={onAction} />));
  fireEvent.click(screen.getByText('AOG订单'));
  expect(onSwitch).toHaveBeenCalledWith('/aogOrder');
  // home has no close mark; AOG has one, for the mouse (the keyboard closes with Delete)
  const closers = container.querySelectorAll('.portal-tab-close');
  expect(closers).toHaveLength(1);
  expect(closers[0].getAttribute('aria-hidden')).toBe('true');
  expect(closers[0].closest('[role="tab"]')?.getAttribute('data-tab-key')).toBe('/aogOrder');
  fireEvent.click(closers[0]);
  expect(onAction).toHaveBeenCalledWith('close', '/aogOrder');
  expect(onSwitch).toHaveBeenCalledTimes(1);
  // a middle click closes too
  fireEvent(screen.getByRole('tab', { name: 'AOG订单' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
  expect(onAction).toHaveBeenCalledTimes(2);
});

it('the tab list owns only tabs, named by their titles; the shown one is selected and in the tab order', () => {
  render(withIntl(<TabBar tabs={[HOME, AOG]} activeKey="/aogOrder" locked={false} onSwitch={jest.fn()} onAction={jest.fn()} />));
  const list = screen.getByRole('tablist', { name: '已打开的页面' });
  expect([...list.children].map((c) => c.getAttribute('role'))).toEqual(['tab', 'tab']);
  expect(list.querySelectorAll('button, [tabindex="0"]')).toHaveLength(1);
  const aog = screen.getByRole('tab', { name: 'AOG订单', selected: true });
  expect(aog.tabIndex).toBe(0);
  expect(screen.getByRole('tab', { name: '首页', selected: false }).tabIndex).toBe(-1);
  // the actions button is beside the list, not in it
  expect(list.contains(screen.getByRole('button', { name: '标签页操作' }))).toBe(false);
});

it('the keyboard moves between tabs, shows one and closes one', () => {
  const onSwitch = jest.fn();
  const onAction = jest.fn();
  const LEASE = { key: '/leaseOrder', title: 'menu.leaseOrder' };
  render(withIntl(<TabBar tabs={[HOME, AOG, LEASE]} activeKey="/home" locked={false} onSwitch={onSwitch} onAction={onAction} />));
  const home = screen.getByRole('tab', { name: '首页' });
  home.focus();
  fireEvent.keyDown(home, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'AOG订单' }));
  fireEvent.keyDown(document.activeElement!, { key: 'End' });
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: '租赁订单' }));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(home);
  fireEvent.keyDown(home, { key: 'ArrowLeft' });
  fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
  expect(onSwitch).toHaveBeenCalledWith('/leaseOrder');
  // home may not be closed: Delete does nothing there
  home.focus();
  fireEvent.keyDown(home, { key: 'Delete' });
  expect(onAction).not.toHaveBeenCalled();
  const aog = screen.getByRole('tab', { name: 'AOG订单' });
  aog.focus();
  fireEvent.keyDown(aog, { key: 'Delete' });
  expect(onAction).toHaveBeenCalledWith('close', '/aogOrder');
  // the focus stays in the bar, on the tab that takes the closed one's place
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: '租赁订单' }));
});

it('while the password must be changed no tab can be closed', () => {
  const onAction = jest.fn();
  const { container } = render(withIntl(<TabBar tabs={[HOME, AOG]} activeKey="/aogOrder" locked onSwitch={jest.fn()} onAction={onAction} />));
  expect(container.querySelectorAll('.portal-tab-close')).toHaveLength(0);
  fireEvent.keyDown(screen.getByRole('tab', { name: 'AOG订单' }), { key: 'Delete' });
  expect(onAction).not.toHaveBeenCalled();
});

it('the actions beside the list offer every open page, the shown one selected, and switch to the one chosen', async () => {
  const onSwitch = jest.fn();
  const onAction = jest.fn();
  const LEASE = { key: '/leaseOrder', title: 'menu.leaseOrder' };
  render(withIntl(<TabBar tabs={[HOME, AOG, LEASE]} activeKey="/aogOrder" locked={false} onSwitch={onSwitch} onAction={onAction} />));
  fireEvent.click(screen.getByRole('button', { name: '标签页操作' }));
  const menu = await screen.findByRole('menu');
  // the group under its title (rc-menu names the title, not the group)
  const pages = within(menu).getByTitle('已打开的页面').parentElement!;
  const entries = within(pages).getAllByRole('menuitem');
  expect(entries.map((e) => e.textContent)).toEqual(['首页', 'AOG订单', '租赁订单']);
  expect(entries[1].className).toMatch(/selected/);
  fireEvent.click(entries[2]);
  expect(onSwitch).toHaveBeenCalledWith('/leaseOrder');
  // the shown tab's own actions are still there and reach the shell for it
  fireEvent.click(screen.getByRole('button', { name: '标签页操作' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
  expect(onAction).toHaveBeenCalledWith('closeOthers', '/aogOrder');
});
