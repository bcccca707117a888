/**
 * Once the page that calls it has rendered (the home page), fetch the few pages the user opens most
 * — `mostOpened`, most opened first, among those the user's menu opens here — when the page is quiet
 * and idle, within the stated budget (see prefetch.ts). Stops when the page unmounts or the menu changes.
 */
import { pageLoaders } from '@@/plugin-retryablePages/pages';
import { useModel } from '@umijs/max';
import { useEffect } from 'react';
import { BASIC_OPS_URL } from '@/domain/endpoints';
import type { ClientState } from '@/core/initialState';
import { browserEnv, menuPageRoutes, prefetchRoutes, prefetchWhenIdle } from './prefetch';

export function usePrefetchMenuPages(mostOpened: Array<string | undefined>, except: string[] = ['home']) {
  const { initialState } = useModel('@@initialState');
  const menu = (initialState as ClientState | undefined)?.menu;
  const wanted = mostOpened.filter(Boolean).join(',');
  const skip = except.join(',');
  useEffect(() => {
    if (!menu) return undefined;
    const loaders = prefetchRoutes(menuPageRoutes(menu, BASIC_OPS_URL, skip.split(',')), wanted.split(','))
      .map((name) => pageLoaders[name])
      .filter(Boolean);
    return prefetchWhenIdle(loaders, browserEnv());
  }, [menu, wanted, skip]);
}
