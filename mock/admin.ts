/**
 * The administration calls (组织结构, 用户管理, 用户角色, 系统功能, 人员授权, 密级, 选项配置, 密码模板,
 * 修改密码). The data-scope and secrecy filter they drive is mock/lib/admin/visibility.ts.
 */
import { accessRoutes } from './lib/admin/adminAccess';
import { orgTreeRoutes } from './lib/admin/organizations';
import { settingsRoutes } from './lib/admin/adminSettings';
import { wireRules } from './lib/rules';

wireRules();

export default { ...orgTreeRoutes, ...accessRoutes, ...settingsRoutes };
