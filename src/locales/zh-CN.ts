/**
 * zh-CN as umi registers it: the texts of the shell alone — the layout, menu, tabs, sign-in and errors
 * (`shell`, `menu`, `server`), the header's conveniences (search, bell, colour scheme) and the notices
 * the shell shows (offline, drafts). They are in the entry bundle, so the shell paints with them. The
 * pages' texts come with the first page: src/core/locale.ts merges the whole table (./zh-CN/index.ts)
 * into this one before any page renders (tests/unit/shell/locale-modules.test.ts: the modules listed).
 */
import conveniences from './zh-CN/conveniences';
import menu from './zh-CN/menu';
import notices from './zh-CN/notices';
import pages from './zh-CN/pages';
import server from './zh-CN/server';
import shell from './zh-CN/shell';

export default { ...menu, ...shell, ...server, ...pages, ...notices, ...conveniences };
