/**
 * Where a page's drawer is rendered: inside its own tab's frame (`.portal-tab-frame`), so that it is
 * hidden with its tab. A record drawer left open in a tab — its address keeps `?id=` — must not stay
 * over the page of another tab that a link opened. Render `anchor` anywhere in the page and pass
 * `container` as the drawer's `getContainer`; outside the tab shell (tests) the drawer goes to <body>.
 */
import { useCallback, useRef } from 'react';

export function useTabContainer() {
  const anchor = useRef<HTMLSpanElement>(null);
  // undefined while the anchor is not mounted yet: the portal waits for it instead of using <body>
  const container = useCallback(
    () => (anchor.current ? ((anchor.current.closest('.portal-tab-frame') as HTMLElement | null) ?? document.body) : undefined),
    [],
  );
  return { anchor, container: container as () => HTMLElement };
}
