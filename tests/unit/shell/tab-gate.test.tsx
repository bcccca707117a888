/**
 * Opening a tab: a page the user may open starts its preload (a list's first page) once, as the tab
 * mounts; a page without the permission (the 403 page) and any page but 修改密码 while the password must
 * be changed start nothing.
 */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccessContext } from '@@/plugin-access/context';
import access from '@/access';
import { setPasswordChangeDue } from '@/core/auth';
import { usePreloadOnOpen } from '@/core/tabs/gate';
import { matchPage } from '@/core/tabs/pages';

afterEach(() => setPasswordChangeDue(null));

function open(path: string, granted: string[]) {
  const preload = jest.fn();
  const routes = [{ id: 'page', path, preload }];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AccessContext.Provider value={access({ systemMenuPermissions: granted, pageElementPermissions: [] }) as never}>{children}</AccessContext.Provider>
  );
  const rendered = renderHook(() => usePreloadOnOpen(matchPage(path)!, routes, path), { wrapper });
  return { preload, ...rendered };
}

it('a page the user may open: its preload runs once, when the tab mounts, not on later renders', () => {
  const { preload, result, rerender } = open('/aogOrder', ['aogOrder']);
  expect(result.current).toBe('open');
  expect(preload).toHaveBeenCalledTimes(1);
  rerender();
  expect(preload).toHaveBeenCalledTimes(1);
});

it('a page without the permission shows the 403 page and asks for nothing', () => {
  const { preload, result } = open('/aogOrder', ['leaseOrder']);
  expect(result.current).toBe('forbidden');
  expect(preload).not.toHaveBeenCalled();
});

it('while the password must be changed, only 修改密码 opens and starts its preload', () => {
  setPasswordChangeDue('MUST_CHANGE');
  const held = open('/aogOrder', ['aogOrder']);
  expect(held.result.current).toBe('held');
  expect(held.preload).not.toHaveBeenCalled();
  const password = open('/updatePassword', []);
  expect(password.result.current).toBe('open');
  expect(password.preload).toHaveBeenCalledTimes(1);
});
