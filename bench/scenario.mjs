/**
 * What the benchmark looks for in the portal's UI — the only part of the bench that knows the DOM.
 * Conditions are lists of { selector, text?, scope? }: each must match a visible element (containing
 * `text` when given; inside a visible `scope` = { selector, text? } when given).
 */

/** The layout and the home page's own content are on screen. */
export const homeVisible = (t) => [{ selector: '.ant-page-header-heading-title', text: t['menu.home'] }];

/** Rows of the AOG order list are on screen. */
export const aogRowsVisible = () => [{ selector: '[data-page="aogOrder"] .ant-table-tbody tr.ant-table-row' }];

/** The AOG order create form is open. */
export const createFormVisible = () => [
  { selector: '.ant-modal-content form, .ant-drawer-content form, .ant-modal-content .ant-form, .ant-drawer-content .ant-form' },
];

/** Locators of the user's actions (Playwright). `t` maps locale keys to zh-CN texts. */
export const actions = {
  openMenuGroup: (page, t) => page.locator('.ant-menu-submenu-title', { hasText: t['menu.orderManagement'] }).first(),
  menuItem: (page, t, key) => page.locator('.ant-menu-item', { hasText: t[`menu.${key}`] }).first(),
  tab: (page, t, key) => page.getByRole('tab', { name: t[`menu.${key}`], exact: true }).first(),
  createButton: (page) => page.locator('[data-page="aogOrder"] button', { hasText: /^\s*新\s*建/ }).first(),
};
