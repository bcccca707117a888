import routes, { pageRoutes } from '../../../config/routes';
import { CURRENT_SYSTEM, MAINTENANCE_SYSTEM } from '@/constants';
import { HIDDEN_PAGES } from '@/domain/access';
import { adminElementCodes } from '@/domain/admin/codes';
import { ancestorCodes, auditFunctionTree, buildFunctionTree, flattenFunctions, functionIndex, OPEN_PAGES } from '@/domain/admin/functions';
import { elementCodes } from '@/domain/catalogue';
import { flattenMenu, sampleMenu } from '@/domain/menu';

const extra = ['aogOrder:create', 'aogOrder:accept', 'aogOrder:export', 'courseManagement:create'];
const tree = buildFunctionTree([...elementCodes(), ...extra]);
const nodes = flattenFunctions(tree);
const index = functionIndex(tree);

describe('system function tree (系统功能)', () => {
  it('holds every menu entry of the sample menu, with its kind and system', () => {
    for (const item of flattenMenu(sampleMenu)) {
      const node = index.get(item.name);
      expect(node).toBeDefined();
      expect(node!.kind).toBe(item.functionType === 'MENU' ? 'MENU' : 'PAGE');
      expect(node!.system).toBe(item.systemName);
    }
  });

  it('gives every page route a function, except the open home page', () => {
    const covered = new Set(nodes.flatMap((n) => n.routes ?? []));
    for (const [path, name] of pageRoutes) {
      if (OPEN_PAGES.includes(name)) expect(covered.has(path)).toBe(false);
      else expect(covered.has(path)).toBe(true);
    }
  });

  it('grants the course editor through the course page, not as a function of its own', () => {
    expect(index.has('courseManagementEdit')).toBe(false);
    expect(index.get('courseManagement')!.routes).toEqual(
      expect.arrayContaining(['/courseManagement', '/courseManagementEdit/:type', '/courseManagementEdit/:type/:id']),
    );
    const editorRoutes = routes.filter((r) => r.name === 'courseManagementEdit');
    expect(editorRoutes.every((r) => r.permissionOf === 'courseManagement')).toBe(true);
  });

  it('lists pages without a menu entry under a group of their own system, marked not in menu', () => {
    for (const [name, system] of Object.entries(HIDDEN_PAGES)) {
      const node = index.get(name)!;
      expect(node.kind).toBe('PAGE');
      expect(node.inMenu).toBe(false);
      expect(node.system).toBe(system);
      expect(index.get(node.parent!)!.system).toBe(system);
    }
    expect(index.get('personnelAuthorization')!.system).toBe(MAINTENANCE_SYSTEM);
    expect(index.get('productCodeInfo')!.system).toBe(CURRENT_SYSTEM);
  });

  it('hangs every element code under its page, in the page system', () => {
    for (const code of [...extra, ...adminElementCodes()]) {
      const node = index.get(code)!;
      expect(node.kind).toBe('ELEMENT');
      expect(node.parent).toBe(code.split(':')[0]);
      expect(node.system).toBe(index.get(node.parent!)!.system);
    }
    expect(ancestorCodes(index, 'aogOrder:accept')).toEqual(['aogOrder', 'orderManagement']);
  });

  it('holds nothing fictional: every code is a menu entry, a routed page or a catalogue code', () => {
    const menuNames = new Set(flattenMenu(sampleMenu).map((m) => m.name));
    const pageNames = new Set(pageRoutes.map(([, n]) => n));
    const catalogue = new Set([...elementCodes(), ...extra]);
    for (const n of nodes) {
      const real = n.kind === 'ELEMENT' ? catalogue.has(n.code) : menuNames.has(n.code) || pageNames.has(n.code);
      expect({ code: n.code, real }).toEqual({ code: n.code, real: true });
    }
  });

  it('audits clean, and names what is out of line when it is not', () => {
    expect(auditFunctionTree(tree, [...elementCodes(), ...extra])).toEqual({
      duplicates: [],
      ungrantableRoutes: [],
      orphanElements: [],
    });
    expect(auditFunctionTree(tree, ['ghostPage:create']).orphanElements).toEqual(['ghostPage:create']);
    const withoutOrders = tree.filter((n) => n.code !== 'orderManagement');
    expect(auditFunctionTree(withoutOrders, []).ungrantableRoutes).toEqual(
      expect.arrayContaining(['/aogOrder', '/leaseOrder', '/procurementOrder', '/substitutionOrder']),
    );
  });

  it('includes the codes of the administration pages through the catalogue', () => {
    expect(elementCodes()).toEqual(expect.arrayContaining(['systemUser:resetPassword', 'systemUserRole:edit', 'Organization:move']));
  });
});
