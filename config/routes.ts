/**
 * The portal's route table — data, checked by tests/unit/shell/routes.test.ts against the spec (§2):
 * the spec's routes, then one per desk of our own (`OWN_DESKS` of src/domain/menu.ts, whose line is
 * also its menu entry and its grants) and one per other page of our own (`OWN_PAGES`).
 *
 * Every page route has a `name`: the menu key of the spec and the locale key `menu.<name>` of its
 * title. The tab shell (src/core/tabs) checks that name — or `permissionOf` — against the user's
 * merged systemMenuPermissions and shows a 403 page, fetching nothing, when it is missing; /home is
 * open to every signed-in user. (The layout plugin's own route `access` is not used: its 403 would
 * replace the whole tab shell.) Each page is a folder under src/pages, loaded on demand.
 */
import { OWN_DESKS, OWN_PAGES } from '../src/domain/menu';

export interface PortalRoute {
  path: string;
  name?: string;
  component?: string;
  redirect?: string;
  hideInMenu?: boolean;
  layout?: boolean;
  routes?: PortalRoute[];
  /** the menu key whose permission grants this page when it differs from `name` */
  permissionOf?: string;
}

/** [path, page folder / menu key] of every page route: the spec's, in its order, then the desks of our own. */
export const pageRoutes: Array<[string, string]> = [
  ['/home', 'home'],
  ['/portalMaintenance', 'portalMaintenance'],
  ['/support', 'support'],
  ['/specialist', 'specialist'],
  ['/returnFactory', 'returnFactory'],
  ['/workOrder', 'workOrder'],
  ['/courseManagement', 'courseManagement'],
  ['/trainingOrder', 'trainingOrder'],
  ['/personnelFile', 'personnelFile'],
  ['/courseManagementEdit/:type', 'courseManagementEdit'],
  ['/courseManagementEdit/:type/:id', 'courseManagementEdit'],
  ['/productMaintenance', 'productMaintenance'],
  ['/leaseOrder', 'leaseOrder'],
  ['/procurementOrder', 'procurementOrder'],
  ['/aogOrder', 'aogOrder'],
  ['/substitutionOrder', 'substitutionOrder'],
  ['/technicalMaterials', 'technicalMaterials'],
  ['/userFeedback', 'userFeedback'],
  ['/cbbList', 'cbbList'],
  ['/cbbDetail', 'cbbDetail'],
  ['/problemFeedback', 'problemFeedback'],
  ['/cifficultReport', 'cifficultReport'],
  ['/insuranceApplication', 'insuranceApplication'],
  ['/insuranceExtension', 'insuranceExtension'],
  ['/claimApplication', 'claimApplication'],
  ['/userComplaints', 'userComplaints'],
  ['/surveysList', 'surveysList'],
  ['/userStatistics', 'userStatistics'],
  ['/customerService', 'customerService'],
  ['/aiService', 'aiService'],
  ['/suggestManagement', 'suggestManagement'],
  ['/maintenancePoint', 'maintenancePoint'],
  ['/maintenancePersonnel', 'maintenancePersonnel'],
  ['/approvalManagement', 'approvalManagement'],
  ['/specialistList', 'specialistList'],
  ['/logManagement', 'logManagement'],
  ['/temporary', 'temporary'],
  ['/Organization', 'Organization'],
  ['/updatePassword', 'updatePassword'],
  ['/selectType', 'selectType'],
  ['/personnelSecretLevel', 'personnelSecretLevel'],
  ['/systemFunction', 'systemFunction'],
  ['/systemUserRole', 'systemUserRole'],
  ['/informationSecretLevel', 'informationSecretLevel'],
  ['/personnelAuthorization', 'personnelAuthorization'],
  ['/workFlowDefinition', 'workFlowDefinition'],
  ['/systemUser', 'systemUser'],
  ['/appLogs', 'appLogs'],
  ['/approvalGroup', 'approvalGroup'],
  ['/productCodeInfo', 'productCodeInfo'],
  ['/passwordTemplate', 'passwordTemplate'],
  ['/productCodeApproval', 'productCodeApproval'],
  ...OWN_DESKS.map(({ name }): [string, string] => [`/${name}`, name]),
  // the pages of our own that are not desks (服务指标)
  ...OWN_PAGES.map(({ name }): [string, string] => [`/${name}`, name]),
  // a record's own page of a desk of our own (the customer's page): `/<desk>/:id`
  ...OWN_DESKS.filter((d) => d.view).map(({ name, view }): [string, string] => [`/${name}/:id`, view!]),
];

/** Pages reached from another page rather than from the menu: their permission is that page's. */
const grantedBy: Record<string, string> = {
  courseManagementEdit: 'courseManagement',
  ...Object.fromEntries(OWN_DESKS.filter((d) => d.view).map((d) => [d.view!, d.name])),
};

const routes: PortalRoute[] = [
  { path: '/', redirect: '/home' },
  ...pageRoutes.map(
    ([path, name]): PortalRoute => ({
      path,
      name,
      component: `./${name}`,
      // The layout builds the menu from the menu call, not from routes; routes stay hidden there.
      hideInMenu: true,
      ...(grantedBy[name] ? { permissionOf: grantedBy[name] } : {}),
    }),
  ),
  { path: '/*', redirect: '/home' },
];

export default routes;
