/**
 * The diagnostics' sources: the ring of failed calls (each with its catalogue row, newest first, at most
 * FAILED_CALLS_KEPT, cancelled calls left out), the raw permission answers kept beside their merge,
 * and the diagnostics code granted to the administrator only.
 */
import { clearFailures, recentFailures, recordFailure } from '@/services/transport/failures';
import { fetchPermissions, lastPermissionAnswers } from '@/core/permissions';
import { BizError } from '@/domain/errors';
import { DIAGNOSTICS_CODE, FAILED_CALLS_KEPT } from '@/domain/diagnostics';
import { DEMO_ROLES } from '@/domain/admin/demoRoles';
import { derivePermissions } from '@/domain/access';
import { elementCodes } from '@/domain/catalogue';

beforeEach(() => clearFailures());

it('keeps failed calls newest first with the catalogue row each fell into', () => {
  recordFailure(
    'POST',
    '/api/management/surveysList/1/answers',
    new BizError({ success: false, errorCode: 'ALREADY_ANSWERED', errorMessage: '已经回答过', showType: 2 } as never),
  );
  recordFailure('GET', '/api/management/x', { response: { status: 500, data: 'boom' }, message: 'Request failed with status code 500' });
  recordFailure('GET', '/api/permission/permissions/a', { response: { status: 401 } });
  recordFailure('GET', '/api/management/y', { code: 'ECONNABORTED', message: 'timeout of 60000ms exceeded' });
  recordFailure('GET', '/api/management/z', { request: {}, message: 'Network Error' });
  recordFailure('GET', '/api/management/c', { __CANCEL__: true });
  expect(recentFailures().map((f) => [f.url, f.row, f.status ?? null])).toEqual([
    ['/api/management/z', 'noResponse', null],
    ['/api/management/y', 'timeout', null],
    ['/api/permission/permissions/a', 'session', 401],
    ['/api/management/x', 'http', 500],
    ['/api/management/surveysList/1/answers', 'business', null],
  ]);
  expect(recentFailures()[4]).toMatchObject({ method: 'POST', errorCode: 'ALREADY_ANSWERED', message: '已经回答过' });
});

it('keeps at most FAILED_CALLS_KEPT', () => {
  for (let i = 0; i < FAILED_CALLS_KEPT + 5; i++) recordFailure('GET', `/u/${i}`, { response: { status: 500 } });
  expect(recentFailures()).toHaveLength(FAILED_CALLS_KEPT);
  expect(recentFailures()[0].url).toBe(`/u/${FAILED_CALLS_KEPT + 4}`);
});

it('keeps the two permission answers as returned, beside their merge', async () => {
  const merged = await fetchPermissions(
    async (url) => {
      if (url.endsWith('/b')) throw new BizError({ success: false, errorCode: 'X', errorMessage: '不可用' } as never);
      return { systemMenuPermissions: ['home', 'aogOrder'], pageElementPermissions: ['aogOrder:create'] };
    },
    ['a', 'b'],
  );
  expect(merged).toEqual({ systemMenuPermissions: ['home', 'aogOrder'], pageElementPermissions: ['aogOrder:create'] });
  expect(lastPermissionAnswers()).toEqual([
    { system: 'a', url: '/api/permission/permissions/a', answer: { systemMenuPermissions: ['home', 'aogOrder'], pageElementPermissions: ['aogOrder:create'] } },
    { system: 'b', url: '/api/permission/permissions/b', error: '不可用' },
  ]);
});

it('grants the diagnostics code to the administrator only', () => {
  const codes = elementCodes();
  expect(codes).toContain(DIAGNOSTICS_CODE);
  const holders = DEMO_ROLES.filter((r) => derivePermissions(r.grants, 'logbookmanagement', codes).pageElementPermissions.includes(DIAGNOSTICS_CODE)).map(
    (r) => r.code,
  );
  expect(holders).toEqual(['admin']);
});

it('names every configured service base path in both languages', () => {
  const { API } = require('@/domain/endpoints');
  const zh: Record<string, string> = require('@/locales/zh-CN/index').default;
  const en: Record<string, string> = require('@/locales/en-US/index').default;
  const missing = Object.keys(API).flatMap((key) => [zh, en].filter((table) => !table[`diagnostics.paths.${key}`]).map(() => key));
  expect(missing).toEqual([]);
});
