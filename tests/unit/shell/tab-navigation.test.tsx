/**
 * The tabs follow the address inside the navigation itself: `useOnNavigate` hears every move of umi's
 * history while it moves, so what it sets lands in the same render as the router's own update — one
 * render of the layout per navigation, not two.
 */
import { act, render } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { createHistory, history } from '@@/core/history';
import { useOnNavigate } from '@/core/tabs/navigation';

beforeEach(() => createHistory({ type: 'memory', basename: '/' }));

/** A router's share (the address it renders) and the tabs' share (what useOnNavigate wrote), and how often they rendered. */
function Shell({ renders, fn }: { renders: string[]; fn?: (pathname: string, search: string) => void }) {
  const [address, setAddress] = useState(history.location.pathname);
  const [tabs, setTabs] = useState<string[]>([]);
  // the router listens first, as umi's does
  useLayoutEffect(() => history.listen(({ location }) => setAddress(location.pathname)), []);
  useOnNavigate(fn ?? ((pathname, search) => setTabs((t) => [...t, `${pathname}${search}`])));
  renders.push(`${address} | ${tabs.join(',')}`);
  return null;
}

it('what it sets renders together with the navigation: one render per move, never the address without its tab', () => {
  const renders: string[] = [];
  render(<Shell renders={renders} />);
  renders.length = 0;
  act(() => history.push('/aogOrder?id=7'));
  expect(renders).toEqual(['/aogOrder | /aogOrder?id=7']);
  act(() => history.back());
  expect(renders).toEqual(['/aogOrder | /aogOrder?id=7', '/ | /aogOrder?id=7,/']);
});

it('calls the latest function while the history moves, and stops with its component', () => {
  const seen: string[] = [];
  const renders: string[] = [];
  const first = jest.fn();
  const { rerender, unmount } = render(<Shell renders={renders} fn={first} />);
  rerender(<Shell renders={renders} fn={(p, s) => seen.push(`${p}${s}`)} />);
  act(() => history.push('/leaseOrder?status=ON_LEASE'));
  expect(seen).toEqual(['/leaseOrder?status=ON_LEASE']);
  expect(first).not.toHaveBeenCalled();
  unmount();
  act(() => history.push('/home'));
  expect(seen).toEqual(['/leaseOrder?status=ON_LEASE']);
});
