/**
 * The record address of a resource page (src/domain/links.ts): `?id=<id>` in the page's own location
 * is the record whose detail drawer is open. Opening `/<route>?id=<id>` — a link, a reload, a tab that
 * already exists — opens the drawer; opening a record from the list puts its id in the address;
 * closing the drawer drops `?id` (other parameters stay). Each tab renders at its own location, so this
 * reads the tab's address, not another tab's.
 */
import { useLocation, useNavigate } from '@umijs/max';
import { useCallback } from 'react';
import { RECORD_ID_PARAM } from '@/domain/links';

export function useRecordAddress(): { recordId?: string; open: (id: string) => void; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const recordId = params.get(RECORD_ID_PARAM) || undefined;
  const go = useCallback(
    (id: string | undefined) => {
      const next = new URLSearchParams(location.search);
      if (id) next.set(RECORD_ID_PARAM, id);
      else next.delete(RECORD_ID_PARAM);
      const search = next.toString();
      navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, { replace: true });
    },
    [location.pathname, location.search, location.hash, navigate],
  );
  return { recordId, open: useCallback((id: string) => go(id), [go]), close: useCallback(() => go(undefined), [go]) };
}
