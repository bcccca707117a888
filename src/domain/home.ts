/**
 * Home state rules (spec §3: guideVersion, todoType), plain so the mock and the page share them.
 *
 * - To-do lists: home shows the user's to-dos as lists; the home state's `todoType` names the one
 *   shown first (the others follow in their usual order). The spec's default, the logbook 2.0 type,
 *   is the approvals list. The user's personal configuration carries their `todoType`.
 * - Guided tour: shown once per user for each new guide version — while the version the user last
 *   saw is below the portal's `guideVersion`.
 */
import { DEFAULT_TODO_TYPE } from '../constants';

export const TODO_TYPES = { approvals: DEFAULT_TODO_TYPE, aog: 'aog', drafts: 'drafts' } as const;
export type TodoList = keyof typeof TODO_TYPES;

/** The to-do lists in the order home shows them: the one `todoType` names first. */
export function todoOrder(todoType: string | undefined): TodoList[] {
  const lists = Object.keys(TODO_TYPES) as TodoList[];
  const first = lists.find((l) => TODO_TYPES[l] === todoType);
  return first ? [first, ...lists.filter((l) => l !== first)] : lists;
}

/** Whether the tour is due: the user has not yet seen this guide version (or any). */
export const tourDue = (seenVersion: number | undefined, guideVersion: number) => (seenVersion ?? 0) < guideVersion;
