/**
 * `useCan()` → `(code) => boolean`: whether the signed-in user holds a page-element code. Reads the
 * access plugin's `hasElement` when the portal's access.ts provides one, else the merged
 * `pageElementPermissions` of the initial state. Components never hold literal codes: they ask with
 * the codes of a resource definition (`def.codes.create`, `def.codes.action(key)`).
 */
import { useAccess, useModel } from '@umijs/max';
import { useCallback } from 'react';

export function useCan(): (code: string) => boolean {
  const access = useAccess() as { hasElement?: (code: string) => boolean } | undefined;
  // only the permission list: a tab switch changes other parts of the initial state, and a page
  // subscribed to all of it re-renders on every switch even while its tab is hidden
  const codes = useModel('@@initialState', (m: any) => m.initialState?.pageElementPermissions) as string[] | undefined;
  const hasElement = access?.hasElement;
  return useCallback(
    (code: string) => (typeof hasElement === 'function' ? hasElement(code) : Boolean(codes?.includes(code))),
    [hasElement, codes],
  );
}
