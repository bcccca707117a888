/**
 * 人员密级 / 信息密级 on the engine (src/domain/desks/secrecyLevels.ts, mock/lib/admin/secrecyLevels.ts): who
 * may see an information level follows the personnel levels' ceilings, a personnel level counts the users
 * holding it, and a renamed level is named so in the server's answers.
 */
import resources from '../../../mock/resources';
import { infoLevelName, secrecySettings, users } from '../../../mock/lib/server/identity';
import { call, fresh, userCall, type Routes } from './harness';

const routes = resources as Routes;
const M = '/api/management';
const info = (id: string) => call(routes, `GET ${M}/informationSecretLevel/:id`, { params: { id } }).body.data;
const personnel = (id: string) => call(routes, `GET ${M}/personnelSecretLevel/:id`, { params: { id } }).body.data;
const edit = (kind: string, id: string, body: Record<string, unknown>) =>
  call(routes, `PUT ${M}/${kind}/:id`, {
    params: { id },
    body: { ...body, version: call(routes, `GET ${M}/${kind}/:id`, { params: { id } }).body.data.version },
  }).body;

beforeEach(fresh);

it('names who may see an information level by the personnel levels’ ceilings, and follows a changed ceiling', () => {
  expect(info('INTERNAL').seenBy.split('、')).toEqual(['一般', '重要', '核心']);
  expect(info('CONFIDENTIAL').seenBy).toBe('核心');
  expect(edit('personnelSecretLevel', 'GENERAL', { ceiling: 'PUBLIC' }).success).toBe(true);
  expect(secrecySettings().mapping.GENERAL).toBe('PUBLIC');
  expect(info('INTERNAL').seenBy.split('、')).toEqual(['重要', '核心']);
});

it('counts the users holding a personnel level, following 用户管理', () => {
  const holding = (level: string) => users().filter((u) => u.secrecyLevel === level).length;
  expect(personnel('CORE').userCount).toBe(holding('CORE'));
  expect(userCall.edit(routes, 'staff', { secrecyLevel: 'CORE' }).body.success).toBe(true);
  expect(personnel('CORE').userCount).toBe(holding('CORE'));
  expect(personnel('GENERAL').userCount).toBe(holding('GENERAL'));
});

it('renamed, a level is named so by the server', () => {
  expect(edit('informationSecretLevel', 'SECRET', { name: '商密' }).success).toBe(true);
  expect(infoLevelName('SECRET')).toBe('商密');
  expect(secrecySettings().info.map((l) => l.name)).toEqual(['公开', '内部', '商密', '机密']);
});
