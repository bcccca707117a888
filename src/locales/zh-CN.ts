/**
 * zh-CN messages, one module per area of the portal. Keys: `menu.<name>` (titles of menu entries and
 * pages), `shell.*` (layout, tabs, sign-in, errors), `resource.*` (generic list/form/detail texts,
 * parameterised: "新建{name}"), `<resource>.field.<key>` / `<resource>.status.<STATUS>` /
 * `<resource>.action.<key>` for business resources, and one module per business area.
 */
import admin from './zh-CN/admin';
import conveniences from './zh-CN/conveniences';
import applications from './zh-CN/applications';
import cbbVoice from './zh-CN/cbbVoice';
import menu from './zh-CN/menu';
import notices from './zh-CN/notices';
import orders from './zh-CN/orders';
import pages from './zh-CN/pages';
import records from './zh-CN/records';
import repairCases from './zh-CN/repairCases';
import repairShop from './zh-CN/repairShop';
import resource from './zh-CN/resource';
import server from './zh-CN/server';
import shell from './zh-CN/shell';
import training from './zh-CN/training';
import surveys from './zh-CN/surveys';
import workflow from './zh-CN/workflow';
import knowledge from './zh-CN/knowledge';
import service from './zh-CN/service';

/** Every module of ./zh-CN/ — one line each (tests/unit/shell/locale-modules.test.ts names a module left out). */
export default { ...menu, ...shell, ...resource, ...records, ...orders, ...applications, ...workflow, ...admin, ...server, ...pages, ...notices, ...repairCases, ...knowledge, ...repairShop, ...service, ...training, ...cbbVoice, ...surveys, ...conveniences };
