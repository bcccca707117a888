import type { ClientState } from '@/core/initialState';
import { flattenMenu, type MenuItem } from '@/domain/menu';
import { useModel } from '@umijs/max';
import { useMemo } from 'react';

/** The menu the signed-in user may see, and its pages in menu order. */
export function usePortalMenu() {
  const { initialState } = useModel('@@initialState');
  const state = initialState as ClientState | undefined;
  return useMemo(() => {
    const menu: MenuItem[] = state?.menu ?? [];
    const pages = flattenMenu(menu).filter((m) => m.functionType === 'PAGE');
    return { state, menu, pages };
  }, [state]);
}
