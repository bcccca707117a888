import { derivePermissions, mergePermissions } from '@/domain/access';
import { deskGrants, DEMO_ROLES } from '@/domain/admin/demoRoles';
import { buildMenuMap, filterMenu, flattenMenu, menuTarget, OWN_ROUTES, placeDesks, sampleMenu, specMenu, type OwnDesk } from '@/domain/menu';

describe('sample menu (spec §2)', () => {
  it('has the 12 top-level entries and their children in the spec order (a desk of our own may follow them in a group)', () => {
    const spec: Record<string, string[]> = {
      orderManagement: ['procurementOrder', 'aogOrder', 'substitutionOrder', 'leaseOrder'],
      supportMaintenance: ['support', 'returnFactory', 'specialist', 'workOrder'],
      applicationService: ['cifficultReport', 'insuranceApplication', 'insuranceExtension', 'claimApplication', 'userComplaints', 'problemFeedback'],
      satisfactionSurvey: ['surveysList', 'userStatistics'],
      trainingManagement: ['trainingOrder', 'courseManagement'],
      productManagement: ['productMaintenance'],
      technicalManagement: ['technicalMaterials', 'userFeedback'],
      informationSharing: ['cbbList', 'cbbDetail'],
      customerManagement: ['customerService', 'aiService'],
      suggestManagement: [],
      systemMaintenance: ['maintenancePoint', 'personnelFile', 'specialistList', 'approvalManagement', 'logManagement'],
      systemmaintenance: [
        'portalMaintenance',
        'updatePassword',
        'Organization',
        'systemFunction',
        'selectType',
        'systemUserRole',
        'systemUser',
        'workFlowDefinition',
        'appLogs',
        'approvalGroup',
        'passwordTemplate',
      ],
    };
    expect(sampleMenu.map((m) => m.name)).toEqual(Object.keys(spec));
    for (const item of sampleMenu)
      expect((item.subMenu ?? []).map((c) => c.name).filter((name) => !OWN_ROUTES.some((d) => d.name === name))).toEqual(spec[item.name]);
    expect(specMenu.map((m) => m.name)).toEqual(Object.keys(spec));
  });

  it("places each desk of our own last in its group, with the group's system, and refuses an unknown group", () => {
    const desk: OwnDesk = {
      name: 'toolLoan',
      group: 'supportMaintenance',
      title: '工具借用',
      icon: 'ToolOutlined',
      grants: { engineer: 'all', staff: 'read' },
    };
    const menu = placeDesks(specMenu, [desk]);
    const group = menu.find((m) => m.name === 'supportMaintenance')!;
    expect(group.subMenu!.map((m) => m.name)).toEqual(['support', 'returnFactory', 'specialist', 'workOrder', 'toolLoan']);
    expect(buildMenuMap(menu).toolLoan).toMatchObject({
      title: '工具借用',
      icon: 'ToolOutlined',
      functionType: 'PAGE',
      stateRef: '/toolLoan',
      systemName: group.systemName,
    });
    expect(specMenu.find((m) => m.name === 'supportMaintenance')!.subMenu).toHaveLength(4); // the spec's menu is untouched
    expect(() => placeDesks(specMenu, [{ ...desk, group: 'nowhere' }])).toThrow('no menu group nowhere');
    expect(deskGrants('engineer', [desk])).toEqual(['toolLoan:*']);
    expect(deskGrants('staff', [desk])).toEqual(['toolLoan']);
    expect(deskGrants('trainingManager', [desk])).toEqual([]);
  });

  it('every desk and page of our own names demo roles that exist, and they hold it', () => {
    const codes = DEMO_ROLES.map((r) => r.code);
    for (const desk of OWN_ROUTES) {
      for (const role of Object.keys(desk.grants))
        expect({ desk: desk.name, role, known: codes.includes(role) }).toEqual({ desk: desk.name, role, known: true });
      for (const role of DEMO_ROLES) expect(role.grants).toEqual(expect.arrayContaining(deskGrants(role.code, [desk])));
    }
  });

  it('gives every entry all the fields of a menu item', () => {
    const fields = ['name', 'title', 'icon', 'href', 'stateRef', 'functionType', 'systemName', 'systemRoute', 'subSystemName'];
    for (const item of flattenMenu(sampleMenu)) for (const f of fields) expect(item).toHaveProperty(f);
    expect(buildMenuMap(sampleMenu).aogOrder.stateRef).toBe('/aogOrder');
  });
});

describe('menu filtering by systemMenuPermissions', () => {
  it('keeps allowed pages and the groups that still have children', () => {
    const menu = filterMenu(sampleMenu, ['aogOrder', 'suggestManagement', 'systemUser']);
    expect(menu.map((m) => m.name)).toEqual(['orderManagement', 'suggestManagement', 'systemmaintenance']);
    expect(menu[0].subMenu!.map((m) => m.name)).toEqual(['aogOrder']);
    expect(menu[2].subMenu!.map((m) => m.name)).toEqual(['systemUser']);
  });

  it('shows nothing when nothing is allowed, and a group name alone grants no page', () => {
    expect(filterMenu(sampleMenu, [])).toEqual([]);
    expect(filterMenu(sampleMenu, ['orderManagement'])).toEqual([]);
  });

  it('opens basic-operations entries in the external system only when it is configured', () => {
    const user = buildMenuMap(sampleMenu).systemUser;
    expect(menuTarget(user, '')).toEqual({ external: false, url: '/systemUser' });
    expect(menuTarget(user, 'https://ops.example/')).toEqual({ external: true, url: 'https://ops.example/systemUser' });
    expect(menuTarget(buildMenuMap(sampleMenu).aogOrder, 'https://ops.example')).toEqual({ external: false, url: '/aogOrder' });
  });
});

describe('permission derivation and merge (spec §6)', () => {
  const codes = ['aogOrder:create', 'aogOrder:accept', 'systemUser:resetPassword', 'leaseOrder:create'];
  it('splits grants by system', () => {
    const grants = ['aogOrder:*', 'systemUser:*', 'leaseOrder'];
    const local = derivePermissions(grants, 'logbookmanagement', codes);
    const ops = derivePermissions(grants, 'systemmaintenance', codes);
    expect(local.systemMenuPermissions).toEqual(expect.arrayContaining(['aogOrder', 'leaseOrder', 'orderManagement']));
    expect(local.systemMenuPermissions).not.toContain('systemUser');
    expect(local.pageElementPermissions).toEqual(['aogOrder:create', 'aogOrder:accept']);
    expect(ops.systemMenuPermissions).toEqual(expect.arrayContaining(['systemUser', 'systemmaintenance']));
    expect(ops.pageElementPermissions).toEqual(['systemUser:resetPassword']);
  });

  it('merges the two systems into one union without duplicates', () => {
    const merged = mergePermissions(
      { systemMenuPermissions: ['a', 'b'], pageElementPermissions: ['a:x'] },
      { systemMenuPermissions: ['b', 'c'], pageElementPermissions: ['a:x', 'c:y'] },
      undefined,
    );
    expect(merged).toEqual({ systemMenuPermissions: ['a', 'b', 'c'], pageElementPermissions: ['a:x', 'c:y'] });
  });
});
