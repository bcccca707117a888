/**
 * The demo roles of the development sign-in (domain.md §6) and what each grants. Patterns
 * (src/domain/access.ts) name pages and menu groups, not resources: a desk on a route of the spec is
 * granted by the row that names its page or its group (the order and application groups); a desk of
 * our own (and a page of our own) by the `grants` of its line in `OWN_DESKS` / `OWN_PAGES` (src/domain/menu.ts), added here to each role it
 * names. The mock seeds its roles from here (mock/lib/server/identity.ts); 用户角色 edits them afterwards.
 */
import { OWN_ROUTES, sampleMenu, type MenuItem, type OwnDesk } from '../menu';
import { CBB_MEMBER_GRANTS } from '../desks/cbb';

export interface DemoRole {
  code: string;
  name: string;
  description: string;
  grants: string[];
}

/** The pages under a menu group. */
export function pagesOfGroup(group: string, items: MenuItem[] = sampleMenu): string[] {
  const node = items.find((m) => m.name === group);
  return (node?.subMenu ?? []).filter((m) => m.functionType === 'PAGE').map((m) => m.name);
}

const all = (pages: string[]) => pages.map((p) => `${p}:*`);

const ORDER_PAGES = pagesOfGroup('orderManagement');
const APPLICATION_PAGES = pagesOfGroup('applicationService');
// the CBB without moderation; suggestions: one's own (handling them is the service manager's)
const COMMON = [
  'updatePassword',
  ...CBB_MEMBER_GRANTS,
  'cbbDetail:*',
  'suggestManagement',
  'suggestManagement:create',
  'suggestManagement:export',
  'surveysList',
  'approvalManagement:*',
  'specialistList',
  'maintenancePoint',
  'productMaintenance',
  'technicalMaterials',
];

/** What `role` holds of the desks and pages of our own: `<desk>:*` for 'all', the page alone for 'read'. */
export function deskGrants(role: string, desks: readonly OwnDesk[] = OWN_ROUTES): string[] {
  return desks.flatMap((d) => (d.grants[role] === 'all' ? [`${d.name}:*`] : d.grants[role] === 'read' ? [d.name] : []));
}

const ROLES: readonly DemoRole[] = [
  { code: 'admin', name: '系统管理员', description: '拥有系统的全部功能', grants: ['*'] },
  {
    code: 'serviceManager',
    name: '客服经理',
    description: '订单、申请服务、客户服务与审批',
    grants: [
      ...COMMON,
      ...all(ORDER_PAGES),
      ...all(APPLICATION_PAGES),
      'customerService:*',
      'aiService:*',
      'surveysList:*',
      'logManagement',
      'support',
      'specialist',
      'productMaintenance:*',
      'productCodeInfo:*',
      'productCodeApproval:*',
      'userFeedback',
      'userFeedback:create',
      'returnFactory',
      'workOrder',
      'maintenancePersonnel',
      'suggestManagement:*',
      'userStatistics:*',
    ],
  },
  {
    code: 'engineer',
    name: '技术工程师',
    description: '维修支持、返厂维修、工单、技术资料与疑难报告',
    grants: [
      ...COMMON,
      'support:*',
      'returnFactory:*',
      'specialist:*',
      'workOrder:*',
      'technicalMaterials:*',
      'userFeedback:*',
      'cifficultReport:*',
      'productCodeInfo',
      'productCodeApproval:*',
      'aiService',
      'specialistList:*',
      'maintenancePoint:*',
      'maintenancePersonnel:*',
    ],
  },
  {
    code: 'trainingManager',
    name: '培训主管',
    description: '培训订单、课程与人员档案',
    grants: [...COMMON, 'trainingOrder:*', 'courseManagement:*', 'personnelFile:*'],
  },
  {
    code: 'staff',
    name: '普通员工',
    description: '浏览大部分页面，参与信息共享、建议与问卷',
    grants: [
      ...COMMON,
      ...ORDER_PAGES,
      ...APPLICATION_PAGES,
      'claimApplication:*',
      'problemFeedback:*',
      'support',
      'returnFactory',
      'workOrder',
      'trainingOrder',
      'courseManagement',
      'userFeedback',
      'aiService',
      'specialist',
      'userFeedback:create',
      'userFeedback:edit',
      'productCodeInfo',
      'maintenancePersonnel',
      'personnelFile',
      'surveysList:answer',
    ],
  },
];

export const DEMO_ROLES: readonly DemoRole[] = ROLES.map((role) => ({ ...role, grants: [...role.grants, ...deskGrants(role.code)] }));
