/**
 * Once the page that calls it has rendered (the home page), fetch the pages of the user's menu in
 * idle time (see prefetch.ts). Stops when the page unmounts or the menu changes.
 */
import { pageLoaders } from '@@/plugin-retryablePages/pages';
import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import { BASIC_OPS_URL } from '@/core/config/endpoints';
import type { ClientState } from '@/core/initialState';
import { browserEnv, menuPageRoutes, prefetchWhenIdle } from './prefetch';

export function usePrefetchMenuPages(except: string[] = ['home']) {
  const { initialState } = useModel('@@initialState');
  const menu = (initialState as ClientState | undefined)?.menu;
  const skip = except.join(',');
  useEffect(() => {
    if (!menu) return undefined;
    const loaders = menuPageRoutes(menu, BASIC_OPS_URL, skip.split(','))
      .map((name) => pageLoaders[name])
      .filter(Boolean);
    return prefetchWhenIdle(loaders, browserEnv());
  }, [menu, skip]);
}
