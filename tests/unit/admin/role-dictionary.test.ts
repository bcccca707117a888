/**
 * The roles as a dictionary that follows 用户角色 (`ROLE_DICTIONARY`, mock/lib/admin/dictionaries.ts):
 * the portal's selects read the roles' codes and names, a disabled role is not newly chosen but still
 * labels what holds it, a rename or a new role shows at once (read, never stored), and no stored
 * dictionary of 选项配置 may take its type code.
 */
import { ROLE_DICTIONARY } from '@/domain/admin/users';
import { selectType } from '@/domain/desks/dictionaries';
import { checkField, defineResource } from '@/domain/engine';
import { serverText } from '@/domain/serverMessages';
import { routesOf } from '../../../mock/resources';
import optionRoutes from '../../../mock/options';
import { accessRoutes } from '../../../mock/lib/admin/adminAccess';
import { dictionaryCheck, labelOf } from '../../../mock/lib/admin/options';
import { caller, fresh } from '../mock/harness';

const call = caller({ ...routesOf(selectType), ...optionRoutes, ...accessRoutes });
const PERM = '/api/permission';
const roles = (as = 'staff') => call('GET /api/management/options/dictionaries', { as }).body.data.find((d: any) => d.type === ROLE_DICTIONARY);
const role = (code: string) => call(`GET ${PERM}/roles`).body.data.find((r: any) => r.code === code);
const editRole = (code: string, change: Record<string, unknown>) => {
  const r = role(code);
  return call(`PUT ${PERM}/roles/:code`, {
    params: { code },
    body: { name: r.name, description: r.description, enabled: r.enabled, version: r.version, ...change },
  }).body;
};

beforeEach(fresh);

describe('the roles as a dictionary', () => {
  it("answers every role's code and name, enabled, to any signed-in user, as every dictionary", () => {
    const dict = roles();
    expect(dict.name).toBe(serverText('admin.user.field.roles'));
    expect(dict.items.map((i: any) => i.value)).toEqual(['admin', 'serviceManager', 'engineer', 'trainingManager', 'staff']);
    expect(dict.items.find((i: any) => i.value === 'serviceManager')).toMatchObject({ label: role('serviceManager').name, enabled: true });
    expect(call(`GET /api/management/options/dictionaries/:type`, { as: 'staff', params: { type: ROLE_DICTIONARY } }).body.data).toEqual(dict);
  });

  it('follows the roles: a rename shows at once; a disabled role is refused for new values but still labels old ones', () => {
    expect(editRole('trainingManager', { name: '培训负责人' }).success).toBe(true);
    expect(labelOf(ROLE_DICTIONARY, 'trainingManager')).toBe('培训负责人');
    expect(dictionaryCheck(ROLE_DICTIONARY, 'trainingManager')).toBe('ok');
    expect(editRole('trainingManager', { enabled: false }).success).toBe(true);
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
    editRole('trainingManager', { enabled: false });
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
