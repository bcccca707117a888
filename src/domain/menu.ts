/**
 * The menu: the spec's built-in sample response (§2, §3), the desks of our own placed in its groups,
 * and the pure rules around it. Plain TypeScript with no imports (config/routes.ts reads `OWN_DESKS`)
 * — the mock serves `sampleMenu` as the answer of the current-user call, and the shell filters it by
 * the user's merged systemMenuPermissions.
 */
export type FunctionType = 'MENU' | 'PAGE';

export interface MenuItem {
  /** the spec's key; also the locale key `menu.<name>` and the permission name of the entry */
  name: string;
  /** Chinese title as the menu service sends it; the UI shows the locale title */
  title: string;
  /** an icon name (see src/core/menu/icons.ts) */
  icon?: string;
  /** an external address; empty when the entry opens a local page */
  href?: string;
  /** the local route the entry opens */
  stateRef?: string;
  functionType: FunctionType;
  subMenu?: MenuItem[];
  systemName: string;
  /** the route inside the owning system (same as stateRef for this portal) */
  systemRoute?: string;
  subSystemName?: string;
}

const LOCAL = 'logbookmanagement';
const BASIC_OPS = 'systemmaintenance';

const page = (name: string, title: string, icon: string, systemName = LOCAL): MenuItem => ({
  name,
  title,
  icon,
  href: '',
  stateRef: `/${name}`,
  functionType: 'PAGE',
  systemName,
  systemRoute: `/${name}`,
  subSystemName: systemName === BASIC_OPS ? 'basicOperations' : 'afterSales',
});

const group = (name: string, title: string, icon: string, subMenu: MenuItem[], systemName = LOCAL): MenuItem => ({
  name,
  title,
  icon,
  href: '',
  stateRef: '',
  functionType: 'MENU',
  subMenu,
  systemName,
  systemRoute: '',
  subSystemName: systemName === BASIC_OPS ? 'basicOperations' : 'afterSales',
});

/** The 12 top-level entries and their children, exactly as the spec lists them. */
export const specMenu: MenuItem[] = [
  group('orderManagement', '订单管理', 'ShoppingCartOutlined', [
    page('procurementOrder', '采购订单', 'ShoppingOutlined'),
    page('aogOrder', 'AOG订单', 'AlertOutlined'),
    page('substitutionOrder', '替换订单', 'SwapOutlined'),
    page('leaseOrder', '租赁订单', 'FieldTimeOutlined'),
  ]),
  group('supportMaintenance', '维修支持', 'ToolOutlined', [
    page('support', '维修支持', 'CustomerServiceOutlined'),
    page('returnFactory', '返厂维修', 'RollbackOutlined'),
    page('specialist', '专家支持', 'ExperimentOutlined'),
    page('workOrder', '维修工单', 'ProfileOutlined'),
  ]),
  group('applicationService', '申请服务', 'AuditOutlined', [
    page('cifficultReport', '疑难报告', 'QuestionCircleOutlined'),
    page('insuranceApplication', '商业保险申请', 'SafetyCertificateOutlined'),
    page('insuranceExtension', '保险延期申请', 'HistoryOutlined'),
    page('claimApplication', '索赔申请', 'AccountBookOutlined'),
    page('userComplaints', '用户投诉', 'FrownOutlined'),
    page('problemFeedback', '问题反馈', 'MessageOutlined'),
  ]),
  group('satisfactionSurvey', '满意度调查', 'SmileOutlined', [
    page('surveysList', '问卷列表', 'FormOutlined'),
    page('userStatistics', '用户统计', 'BarChartOutlined'),
  ]),
  group('trainingManagement', '培训管理', 'ReadOutlined', [
    page('trainingOrder', '培训订单', 'ScheduleOutlined'),
    page('courseManagement', '培训课程', 'BookOutlined'),
  ]),
  group('productManagement', '产品管理', 'AppstoreOutlined', [page('productMaintenance', '产品信息', 'DatabaseOutlined')]),
  group('technicalManagement', '技术管理', 'FileSearchOutlined', [
    page('technicalMaterials', '技术资料', 'FileTextOutlined'),
    page('userFeedback', '用户反馈', 'CommentOutlined'),
  ]),
  group('informationSharing', '信息共享', 'ShareAltOutlined', [page('cbbList', '信息共享', 'TeamOutlined'), page('cbbDetail', '我的CBB', 'UserOutlined')]),
  group('customerManagement', '客户管理', 'ContactsOutlined', [
    page('customerService', '客服管理', 'PhoneOutlined'),
    page('aiService', 'AI助手', 'RobotOutlined'),
  ]),
  { ...page('suggestManagement', '我的建议', 'BulbOutlined'), subMenu: [] },
  group('systemMaintenance', '系统维护', 'SettingOutlined', [
    page('maintenancePoint', '维修网点', 'EnvironmentOutlined'),
    page('personnelFile', '人员档案', 'IdcardOutlined'),
    page('specialistList', '专家列表', 'SolutionOutlined'),
    page('approvalManagement', '审批管理', 'CheckSquareOutlined'),
    page('logManagement', '日志管理', 'FileSyncOutlined'),
  ]),
  group(
    'systemmaintenance',
    '基础运维',
    'ClusterOutlined',
    [
      page('portalMaintenance', '网站维护', 'GlobalOutlined', BASIC_OPS),
      page('updatePassword', '修改密码', 'LockOutlined', BASIC_OPS),
      page('Organization', '组织结构', 'ApartmentOutlined', BASIC_OPS),
      page('systemFunction', '系统功能', 'FunctionOutlined', BASIC_OPS),
      page('selectType', '选项配置', 'UnorderedListOutlined', BASIC_OPS),
      page('systemUserRole', '用户角色', 'UsergroupAddOutlined', BASIC_OPS),
      page('systemUser', '用户管理', 'UserSwitchOutlined', BASIC_OPS),
      page('workFlowDefinition', '流程配置', 'BranchesOutlined', BASIC_OPS),
      page('appLogs', '系统日志', 'ContainerOutlined', BASIC_OPS),
      page('approvalGroup', '审批组', 'TeamOutlined', BASIC_OPS),
      page('passwordTemplate', '密码模板', 'KeyOutlined', BASIC_OPS),
    ],
    BASIC_OPS,
  ),
];

/** What a demo role holds of a desk: every action of it, or the page alone (list, detail, export). */
export type DeskGrant = 'all' | 'read';

/**
 * A desk of our own: a business page the spec does not name. Its one line in `OWN_DESKS` is its route
 * (config/routes.ts adds `/<name>`), its menu entry (last in `group`) and the demo roles' grants
 * (src/domain/admin/demoRoles.ts; the administrator holds everything anyway).
 */
export interface OwnDesk {
  /** route = page folder = resource key = menu name (`menu.<name>` is its title) */
  name: string;
  /** the spec's menu group it is listed in */
  group: string;
  /** its title as the menu service sends it (the UI shows `menu.<name>`) */
  title: string;
  /** an icon name of src/core/menu/icons.ts */
  icon: string;
  /** demo role code → what it holds */
  grants: Record<string, DeskGrant>;
  /**
   * The page of one record of the desk, at `/<name>/:id` (its page folder; granted by the desk's page):
   * the customer's page of 客户档案. A field naming such a record by its label links there.
   */
  view?: string;
}

/** The desks of our own, one line each (`npm run new-desk` writes it; docs/resource-engine.md). */
export const OWN_DESKS: OwnDesk[] = [
  {
    name: 'customerProfile',
    group: 'customerManagement',
    title: '客户档案',
    icon: 'IdcardOutlined',
    grants: { serviceManager: 'all', staff: 'read', engineer: 'read', trainingManager: 'read' },
    view: 'customerView',
  },
  {
    name: 'inventory',
    group: 'productManagement',
    title: '库存',
    icon: 'DatabaseOutlined',
    grants: { staff: 'all', serviceManager: 'read', engineer: 'read' },
  },
];

/**
 * The pages of our own that are not desks (no resource behind them): a line each like a desk's — its
 * route `/<name>` = page folder = menu name = page code, its menu entry (last in `group`) and the demo
 * roles' grants ('all': the page and its elements, such as exporting). docs/service-indicators.md.
 */
export const OWN_PAGES: OwnDesk[] = [
  {
    name: 'serviceIndicators',
    group: 'customerManagement',
    title: '服务指标',
    icon: 'BarChartOutlined',
    grants: { serviceManager: 'all' },
  },
];

/** Every route of our own with a menu entry: the desks, then the other pages. */
export const OWN_ROUTES: OwnDesk[] = [...OWN_DESKS, ...OWN_PAGES];

/** The address of a record's own page (`OwnDesk.view`), or undefined when its desk has none. */
export function recordViewHref(resource: string, id: string): string | undefined {
  const desk = OWN_DESKS.find((d) => d.name === resource && d.view);
  return desk ? `/${desk.name}/${encodeURIComponent(id)}` : undefined;
}

/** `menu` with every desk appended to its group; a desk naming no group of the menu is refused. */
export function placeDesks(menu: MenuItem[], desks: readonly OwnDesk[]): MenuItem[] {
  return desks.reduce((items, desk) => {
    const at = items.findIndex((m) => m.name === desk.group && m.functionType === 'MENU');
    if (at < 0) throw new Error(`desk ${desk.name}: no menu group ${desk.group}`);
    const group = items[at];
    const entry = page(desk.name, desk.title, desk.icon, group.systemName);
    return items.map((m, i) => (i === at ? { ...m, subMenu: [...(m.subMenu ?? []), entry] } : m));
  }, menu);
}

/** The menu the permission service answers: the spec's, with the desks and pages of our own in their groups. */
export const sampleMenu: MenuItem[] = placeDesks(specMenu, OWN_ROUTES);

/** Every entry, depth first. */
export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.subMenu ?? [])]);
}

/** name → entry, the client state's `menuMap`. */
export function buildMenuMap(items: MenuItem[]): Record<string, MenuItem> {
  return Object.fromEntries(flattenMenu(items).map((item) => [item.name, item]));
}

/**
 * Keep only what the user may see. A page entry needs its name in `allowed`; a group is shown when it
 * is allowed itself or keeps at least one child (a group's own name grants nothing below it).
 */
export function filterMenu(items: MenuItem[], allowed: Iterable<string>): MenuItem[] {
  const set = allowed instanceof Set ? (allowed as Set<string>) : new Set(allowed);
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.functionType === 'MENU') {
      const children = filterMenu(item.subMenu ?? [], set);
      if (children.length > 0) out.push({ ...item, subMenu: children });
    } else if (set.has(item.name)) {
      out.push({ ...item, subMenu: item.subMenu ? [] : undefined });
    }
  }
  return out;
}

/**
 * Where an entry opens. Entries of the basic-operations system open the configured external system
 * when its address is set (`basicOpsUrl`), else the local page.
 */
export function menuTarget(item: MenuItem, basicOpsUrl?: string): { external: boolean; url: string } {
  if (item.href) return { external: true, url: item.href };
  if (item.systemName === BASIC_OPS && basicOpsUrl && item.systemRoute) {
    return { external: true, url: basicOpsUrl.replace(/\/$/, '') + item.systemRoute };
  }
  return { external: false, url: item.stateRef || `/${item.name}` };
}
