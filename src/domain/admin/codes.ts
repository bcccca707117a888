/**
 * The page-element permission codes of the administration pages (`<page>:<action>`). Components and
 * the mock name them through `adminCodes`, never as literals; the catalogue lists them
 * (src/domain/catalogue.ts) so that roles can be granted them in 用户角色.
 */
export const adminActions = {
  // a unit's create, edit and delete are the engine's (src/domain/desks/organization.ts); a move is an edit that also needs this
  Organization: ['move'],
} as const;

type Actions = typeof adminActions;
export type AdminPage = keyof Actions;

/** `adminCodes.Organization.move === 'Organization:move'`, and so on. */
export const adminCodes = Object.fromEntries(
  Object.entries(adminActions).map(([page, actions]) => [page, Object.fromEntries((actions as readonly string[]).map((a) => [a, `${page}:${a}`]))]),
) as { [P in AdminPage]: { [A in Actions[P][number]]: string } };

/** Every administration element code. */
export function adminElementCodes(): string[] {
  return Object.values(adminCodes).flatMap((byAction) => Object.values(byAction) as string[]);
}
