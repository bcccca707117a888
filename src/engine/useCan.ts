/**
 * `useCan()` → `(code, record?) => boolean`: whether the signed-in user holds a page-element code —
 * and, given the record the code would act on, whether that record is not in someone else's hands
 * (src/domain/ownership.ts: the mock refuses such a change with NOT_OWNER, so the page does not offer
 * it). Reads the access plugin's `hasElement` when the portal's access.ts provides one, else the
 * merged `pageElementPermissions` of the initial state. A definition's read code (`def.codes.read`)
 * is its page's name, not an element code: it is answered by the page grant (`canOpenPage`, the merged
 * `systemMenuPermissions`). Components never hold literal codes: they ask with the codes of a resource
 * definition (`def.codes.read`, `def.codes.create`, `def.codes.action(key)`).
 */
import { useAccess, useModel } from '@umijs/max';
import { useCallback } from 'react';
import { ownerProblem } from '@/domain/ownership';
import type { Values } from '@/domain/engine';
import { resourceOf } from '@/domain/desks';

export type Can = (code: string, record?: Values) => boolean;

export function useCan(): Can {
  const access = useAccess() as { hasElement?: (code: string) => boolean; canOpenPage?: (name: string) => boolean } | undefined;
  // only the permission list and the user number: a tab switch changes other parts of the initial
  // state, and a page subscribed to all of it re-renders on every switch even while its tab is hidden
  const codes = useModel('@@initialState', (m: any) => m.initialState?.pageElementPermissions) as string[] | undefined;
  const userNo = useModel('@@initialState', (m: any) => m.initialState?.user?.userNo) as string | undefined;
  const menus = useModel('@@initialState', (m: any) => m.initialState?.systemMenuPermissions) as string[] | undefined;
  const hasElement = access?.hasElement;
  const canOpenPage = access?.canOpenPage;
  return useCallback(
    (code: string, record?: Values) => {
      // element codes are `<resource>:<action>`; a bare name is a page
      if (!code.includes(':')) return typeof canOpenPage === 'function' ? canOpenPage(code) : Boolean(menus?.includes(code));
      const holds = (c: string) => (typeof hasElement === 'function' ? hasElement(c) : Boolean(codes?.includes(c)));
      const held = holds(code);
      if (!held || !record) return held;
      const def = resourceOf(code.split(':')[0]);
      return !def || !ownerProblem(def, record, userNo, holds);
    },
    [hasElement, canOpenPage, codes, menus, userNo],
  );
}
