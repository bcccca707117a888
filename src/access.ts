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

export default function access(initialState?: Partial<ClientState>) {
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

export type PortalAccess = ReturnType<typeof access>;
