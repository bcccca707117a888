/**
 * What the benchmark looks for in the portal's UI — the only part of the bench that knows the DOM.
 * Conditions are lists of { selector, text? }: each must match a visible element (containing `text`
 * when given). Pages live in the tab shell's frames: `.portal-tab-frame[data-tab="<path>"]`, hidden
 * when their tab is not active.
 */
const frame = (path) => `.portal-tab-frame[data-tab="${path}"]`;

/** The layout with its menu and the home page's own content are on screen. */
export const homeVisible = () => [
  { selector: '.ant-layout-sider [role="menu"] .ant-menu-submenu-title' },
  { selector: `${frame('/home')} .portal-home .ant-card-body` },
];

/** Rows of the AOG order list are on screen. */
export const aogRowsVisible = () => [{ selector: `${frame('/aogOrder')} .ant-table-tbody tr.ant-table-row` }];

/** Rows of an administration list (用户管理, /systemUser) are on screen. */
export const adminRowsVisible = () => [{ selector: `${frame('/systemUser')} .ant-table-tbody tr.ant-table-row` }];

/** The AOG order create form is open. */
export const createFormVisible = () => [{ selector: '.ant-modal form, .ant-drawer form' }];

/** Locators of the user's actions (Playwright). `t` maps locale keys to zh-CN texts. */
export const actions = {
  openMenuGroup: (page, t, group = 'orderManagement') => page.locator('.ant-layout-sider .ant-menu-submenu-title', { hasText: t[`menu.${group}`] }).first(),
  menuItem: (page, t, key) => page.locator('.ant-layout-sider .ant-menu-item', { hasText: t[`menu.${key}`] }).first(),
  tab: (page, _t, key) => page.locator(`.portal-tab[data-tab-key="/${key}"]`).first(),
  createButton: (page) => page.locator(`${frame('/aogOrder')} button`, { hasText: /^\s*新\s*建/ }).first(),
};
