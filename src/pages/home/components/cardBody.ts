/**
 * Home's cards keep the place they will fill (docs/performance.md, "A still landing page"): every
 * card of the grid — to-dos, alarms, announcements, the desks' cards, the grey card that holds a desk
 * card's place while its chunk downloads, the notice of a failed download — has a body of one height,
 * that of the longest list a card shows (`CARD_ROWS` rows). The grey lines of the first paint, the
 * rows, the empty state and the failure notice all fit in it, so nothing below a card moves when its
 * data arrives; a longer content (alarms of several kinds, long announcements) scrolls inside.
 */
import type { CSSProperties } from 'react';

/** rows of the longest list a home card shows (the to-dos' and the desks' lists) */
export const CARD_ROWS = 6;
/** one row of a card's list: 6 px padding above and below, a 22 px line, a 1 px rule */
export const CARD_ROW_HEIGHT = 35;
const PADDING = 8;

/** The body of every home card (antd's Card `styles.body`); its box includes its padding. */
export const HOME_CARD_BODY: CSSProperties = {
  boxSizing: 'border-box',
  height: CARD_ROWS * CARD_ROW_HEIGHT + 2 * PADDING,
  overflowY: 'auto',
  paddingTop: PADDING,
  paddingBottom: PADDING,
};
