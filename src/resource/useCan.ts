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
  const { initialState } = useModel('@@initialState') as { initialState?: { pageElementPermissions?: string[] } };
  const hasElement = access?.hasElement;
  const codes = initialState?.pageElementPermissions;
  return useCallback(
    (code: string) => (typeof hasElement === 'function' ? hasElement(code) : Boolean(codes?.includes(code))),
    [hasElement, codes],
  );
}
