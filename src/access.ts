/**
 * Named permission checks (spec §6, umi's access plugin). Pages and components ask these — through
 * `useAccess()` or `<Access accessible={access.hasElement(codes.create)}>` — and never read the
 * permission lists themselves. The codes are those of src/domain/catalogue.ts.
 *
 * - canOpenPage(name): the page (menu name) is in the merged systemMenuPermissions; home always.
 * - canSeeMenu(name): the menu entry is granted.
 * - hasElement(code): the page-element code (`<resource>:<action>`) is granted.
 * - hasAnyElement(...codes) / hasAllElements(...codes).
 */
import type { ClientState } from '@/core/initialState';

export const ALWAYS_OPEN_PAGES = ['home'];

let last: { menus?: unknown; elements?: unknown; value?: PortalAccessChecks } = {};

/**
 * The checks, rebuilt only when the permission lists change: the access plugin recomputes on every
 * change of the initial state (tabs, current path), and a new object would re-render every
 * `useAccess()` consumer — all pages kept alive in tabs included — on each tab switch.
 */
export default function access(initialState?: Partial<ClientState>): PortalAccessChecks {
  const m = initialState?.systemMenuPermissions;
  const e = initialState?.pageElementPermissions;
  if (last.value && last.menus === m && last.elements === e) return last.value;
  last = { menus: m, elements: e, value: checks(initialState) };
  return last.value!;
}

function checks(initialState?: Partial<ClientState>) {
  const menus = new Set(initialState?.systemMenuPermissions ?? []);
  const elements = new Set(initialState?.pageElementPermissions ?? []);
  const hasElement = (code: string) => elements.has(code);
  return {
    canOpenPage: (name: string) => ALWAYS_OPEN_PAGES.includes(name) || menus.has(name),
    canSeeMenu: (name: string) => menus.has(name),
    hasElement,
    hasAnyElement: (...codes: string[]) => codes.some(hasElement),
    hasAllElements: (...codes: string[]) => codes.every(hasElement),
  };
}

type PortalAccessChecks = ReturnType<typeof checks>;
export type PortalAccess = PortalAccessChecks;
