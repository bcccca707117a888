/**
 * zh-CN messages, one module per area of the portal. Keys: `menu.<name>` (titles of menu entries and
 * pages), `shell.*` (layout, tabs, sign-in, errors), `resource.*` (generic list/form/detail texts,
 * parameterised: "新建{name}"), `<resource>.field.<key>` / `<resource>.status.<STATUS>` /
 * `<resource>.action.<key>` for business resources, and one module per business area.
 */
import admin from './admin';
import conveniences from './conveniences';
import conveniencesOpened from './conveniencesOpened';
import home from './home';
import applications from './applications';
import cbbVoice from './cbbVoice';
import menu from './menu';
import notices from './notices';
import orders from './orders';
import pages from './pages';
import records from './records';
import repairCases from './repairCases';
import repairShop from './repairShop';
import resource from './resource';
import server from './server';
import shell from './shell';
import training from './training';
import surveys from './surveys';
import workflow from './workflow';
import delegation from './delegation';
import knowledge from './knowledge';
import service from './service';
import customerProfile from './customerProfile';
import inventory from './inventory';
import shipping from './shipping';
import indicators from './indicators';

/**
 * Every module of ./ — one line each (tests/unit/shell/locale-modules.test.ts names a module left out).
 * The entry bundle carries only the shell's modules (src/locales/zh-CN.ts); src/core/locale.ts loads
 * this whole table with the first page, before the page renders.
 */
export default {
  ...menu,
  ...shell,
  ...resource,
  ...records,
  ...orders,
  ...applications,
  ...workflow,
  ...delegation,
  ...admin,
  ...server,
  ...pages,
  ...notices,
  ...repairCases,
  ...knowledge,
  ...repairShop,
  ...service,
  ...training,
  ...cbbVoice,
  ...surveys,
  ...conveniences,
  ...conveniencesOpened,
  ...home,
  ...customerProfile,
  ...inventory,
  ...shipping,
  ...indicators,
};
