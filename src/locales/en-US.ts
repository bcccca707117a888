/**
 * en-US messages, one module per area of the portal. Keys: `menu.<name>` (titles of menu entries and
 * pages), `shell.*` (layout, tabs, sign-in, errors), `resource.*` (generic list/form/detail texts,
 * parameterised: "新建{name}"), `<resource>.field.<key>` / `<resource>.status.<STATUS>` /
 * `<resource>.action.<key>` for business resources, and one module per business area.
 */
import admin from './en-US/admin';
import conveniences from './en-US/conveniences';
import applications from './en-US/applications';
import menu from './en-US/menu';
import notices from './en-US/notices';
import orders from './en-US/orders';
import pages from './en-US/pages';
import records from './en-US/records';
import resource from './en-US/resource';
import server from './en-US/server';
import shell from './en-US/shell';
import workflow from './en-US/workflow';

/** Every module of ./en-US/ — one line each (tests/unit/shell/locale-modules.test.ts names a module left out). */
export default { ...menu, ...shell, ...resource, ...records, ...orders, ...applications, ...workflow, ...admin, ...server, ...pages, ...notices, ...conveniences };
