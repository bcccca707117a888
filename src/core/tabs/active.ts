/**
 * Whether the tab a component renders in is the active one. Pages of inactive tabs stay mounted
 * (keep-alive) but hidden; what runs on its own — a refresh on window focus — asks this first so that
 * only the visible page fetches. Read through a function (no re-render when tabs switch). Outside the
 * tab shell (tests, the sign-in page) every component counts as active.
 */
import { createContext, useContext } from 'react';

export type IsTabActive = () => boolean;

const always: IsTabActive = () => true;

export const TabActiveContext = createContext<IsTabActive>(always);

export const useIsTabActive = (): IsTabActive => useContext(TabActiveContext);
