/**
 * 选项配置's 业务参数 on the engine (src/domain/desks/settings.ts `selectSetting`): one record per setting,
 * edited only — a value within the setting's range, a whole number — and the stored value is what every
 * domain rule reads (`ctx.setting`) and what the portal's settings read answers.
 */
import resources from '../../../mock/resources';
import { listSettings, setSetting, settingsContext } from '../../../mock/lib/store/options';
import { SETTINGS } from '@/domain/desks/settings';
import { call, fresh, type Routes } from './harness';

const routes = resources as Routes;
const BASE = '/api/management/selectSetting';
const one = (id: string) => call(routes, `GET ${BASE}/:id`, { params: { id } }).body.data;
const edit = (id: string, value: unknown) => call(routes, `PUT ${BASE}/:id`, { params: { id }, body: { value, version: one(id).version } }).body;

beforeEach(fresh);

it('holds one record per setting at its default, with the range beside the value', () => {
  const list = call(routes, `GET ${BASE}`, { query: { pageSize: 50 } }).body.data;
  const rows = list.list ?? list;
  expect(rows.map((r: { key: string }) => r.key)).toEqual(Object.keys(SETTINGS));
  expect(one('coreReturnDays')).toMatchObject({ key: 'coreReturnDays', value: 30, min: 1, max: 365, default: 30 });
});

it('refuses a value outside the range or not a whole number, and keeps the stored one', () => {
  for (const value of [0, 366]) {
    const answer = edit('coreReturnDays', value);
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(answer.errorMessage).toContain('参数值必须是 1 到 365 之间的整数');
  }
  expect(edit('coreReturnDays', 12.5)).toMatchObject({ success: false, errorCode: 'VALIDATION', errorMessage: expect.stringContaining('整数') });
  expect(one('coreReturnDays').value).toBe(30);
  expect(edit('leaseExtensionApprovalDays', 0).success).toBe(true);
  expect(() => setSetting('aogResponseMinutes', 4)).toThrow('5 到 10080');
});

it('is neither created nor deleted', () => {
  expect(Object.keys(routes)).toContain(`PUT ${BASE}/:id`);
  expect(Object.keys(routes)).not.toContain(`POST ${BASE}`);
  expect(Object.keys(routes)).not.toContain(`DELETE ${BASE}/:id`);
  expect(one('coreReturnDays')).toBeTruthy();
});

it('the stored value is what the domain rules and the portal read', () => {
  expect(edit('coreReturnDays', 45).success).toBe(true);
  expect(settingsContext().setting('coreReturnDays', 0)).toBe(45);
  expect(listSettings().find((s) => s.key === 'coreReturnDays')).toMatchObject({ value: 45, min: 1, max: 365 });
  expect(one('coreReturnDays').version).toBe(2);
});
