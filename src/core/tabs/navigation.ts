import { history } from '@umijs/max';
import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `fn` with every address the history moves to, while it moves: the history calls its listeners
 * inside the navigation, the router's among them, so state set here lands in the navigation's own
 * render instead of a second render after it (for the tabs: the whole layout rendered twice per
 * navigation). The latest `fn` is called; the listener goes with the component.
 */
export function useOnNavigate(fn: (pathname: string, search: string) => void) {
  const latest = useRef(fn);
  latest.current = fn;
  useLayoutEffect(() => history.listen(({ location }) => latest.current(location.pathname, location.search)), []);
}
