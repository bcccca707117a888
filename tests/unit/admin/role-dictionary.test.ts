/**
 * The roles as a dictionary that follows 用户角色 (`ROLE_DICTIONARY`, mock/lib/admin/dictionaries.ts):
 * the portal's selects read the roles' codes and names, a disabled role is not newly chosen but still
 * labels what holds it, a rename or a new role shows at once (read, never stored), and no stored
 * dictionary of 选项配置 may take its type code.
 */
import { ROLE_DICTIONARY } from '@/domain/admin/users';
import { selectType } from '@/domain/desks/dictionaries';
import { systemUserRole } from '@/domain/desks/systemUserRole';
import { checkField, defineResource } from '@/domain/engine';
import { serverText } from '@/domain/serverMessages';
import { routesOf } from '../../../mock/resources';
import optionRoutes from '../../../mock/options';
import { dictionaryCheck, labelOf } from '../../../mock/lib/store/options';
import { fresh } from '../mock/harness';
import { call as callRoute, roleCall, roleRecord, type Routes } from './harness';

const routes = { ...routesOf(selectType), ...routesOf(systemUserRole), ...optionRoutes } as Routes;
const call = (key: string, opts: Parameters<typeof callRoute>[2] = {}) => callRoute(routes, key, opts);
const roles = (as = 'staff') => call('GET /api/management/options/dictionaries', { as, query: {} }).body.data.find((d: any) => d.type === ROLE_DICTIONARY);
const disable = (code: string) => roleCall.act(routes, code, 'disable').body;

beforeEach(fresh);

describe('the roles as a dictionary', () => {
  it("answers every role's code and name, enabled, to any signed-in user, as every dictionary", () => {
    const dict = roles();
    expect(dict.name).toBe(serverText('admin.user.field.roles'));
    expect(dict.items.map((i: any) => i.value)).toEqual(['admin', 'serviceManager', 'engineer', 'trainingManager', 'staff', 'auditor']);
    expect(dict.items.find((i: any) => i.value === 'serviceManager')).toMatchObject({ label: roleRecord('serviceManager').name, enabled: true });
    expect(dict.items.find((i: any) => i.value === 'auditor')).toMatchObject({ label: '审计员', enabled: false });
    expect(call(`GET /api/management/options/dictionaries/:type`, { as: 'staff', params: { type: ROLE_DICTIONARY }, query: {} }).body.data).toEqual(dict);
  });

  it('follows the roles: a new role and a rename show at once; a disabled role is refused for new values but still labels old ones', () => {
    expect(dictionaryCheck(ROLE_DICTIONARY, 'qualityLead')).toBe('unknown');
    expect(roleCall.create(routes, { code: 'qualityLead', name: '质量负责人' }).body.success).toBe(true);
    expect(labelOf(ROLE_DICTIONARY, 'qualityLead')).toBe('质量负责人');
    expect(roleCall.edit(routes, 'trainingManager', { name: '培训负责人' }).body.success).toBe(true);
    expect(labelOf(ROLE_DICTIONARY, 'trainingManager')).toBe('培训负责人');
    expect(dictionaryCheck(ROLE_DICTIONARY, 'trainingManager')).toBe('ok');
    expect(disable('trainingManager').success).toBe(true);
    expect(dictionaryCheck(ROLE_DICTIONARY, 'trainingManager')).toBe('disabled');
    expect(roles().items.find((i: any) => i.value === 'trainingManager').enabled).toBe(false);
    expect(dictionaryCheck(ROLE_DICTIONARY, 'ghost')).toBe('unknown');
  });

  it('a multiple select over it: a disabled role is not newly picked, but stays where it is', () => {
    const desk = defineResource({
      key: 'roleTest',
      anatomy: false,
      fields: [{ key: 'roles', type: 'multiSelect', dict: ROLE_DICTIONARY, required: true, form: true }],
    });
    const f = desk.field('roles')!;
    disable('trainingManager');
    expect(checkField(desk, f, ['staff', 'trainingManager'], { dictionary: dictionaryCheck }).issue?.message).toBe('resource.validation.optionDisabled');
    expect(checkField(desk, f, ['staff', 'trainingManager'], { dictionary: dictionaryCheck, previous: ['trainingManager'] }).value).toEqual([
      'staff',
      'trainingManager',
    ]);
    expect(checkField(desk, f, ['ghost'], { dictionary: dictionaryCheck }).issue?.message).toBe('resource.validation.option');
  });

  it('no dictionary of 选项配置 takes its type code, whatever its case', () => {
    const made = call('POST /api/management/selectType', { body: { type: 'SystemRole', name: '角色副本' } }).body;
    expect(made.success).toBe(false);
    expect(made.data.issues.find((i: any) => i.field === 'type').text).toBe(serverText('selectType.error.typeTaken', { type: 'SystemRole' }));
  });
});
