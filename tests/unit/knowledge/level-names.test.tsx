/**
 * A secrecy level's name has one home, the 人员密级 / 信息密级 setting (docs/secrecy.md, "A level's
 * name"): renaming 秘密 there renames it wherever a level is shown — 技术资料's lists, details and
 * exports (the engine's value text), the server's messages — for every signed-in user. The locale
 * keeps only the default name a level starts with and shows until the setting has loaded.
 */
import { renderHook, waitFor } from '@testing-library/react';
import adminRoutes from '../../../mock/admin';
import optionRoutes from '../../../mock/options';
import resourceRoutes from '../../../mock/resources';
import { resetDb } from '../../../mock/lib/store/db';
import { infoLevelName } from '../../../mock/lib/server/identity';
import { levelName, levelNameKey } from '@/domain/admin/secrecy';
import { technicalMaterials } from '@/domain/desks/knowledge';
import enUS from '@/locales/en-US/index';
import zhCN from '@/locales/zh-CN/index';
import { mockServer } from '../mock/harness';

const mockCall = mockServer(adminRoutes, optionRoutes, resourceRoutes);
jest.mock('@umijs/max', () => {
  const intl = jest.requireActual('@umijs/plugins/node_modules/react-intl');
  return { useIntl: intl.useIntl, IntlProvider: intl.IntlProvider, getLocale: () => 'zh-CN' };
});
// the transport only: the answers are the mock server's own
jest.mock('@/services/options', () => ({
  fetchDictionaries: () => Promise.resolve([]),
  fetchSecrecyNames: () => mockCall('GET', '/api/management/options/secrecyLevels', { user: 'engineer' }).then((a) => a.body.data),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { IntlProvider } = require('@umijs/max');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { useResourceText } = require('@/engine/text');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { refreshSecrecyNames } = require('@/engine/useSecrecyNames');

const M = '/api/management';
interface Names {
  info: Array<{ level: string; name: string; color: string }>;
}
const t = (key: string) => zhCN[key] ?? key;

async function renameSecret(name: string) {
  const secret = (await mockCall('GET', `${M}/informationSecretLevel/SECRET`, { user: 'admin' })).body.data;
  const saved = await mockCall('PUT', `${M}/informationSecretLevel/SECRET`, { user: 'admin', body: { name, version: secret.version } });
  expect(saved.body.success).toBe(true);
}

beforeEach(() => {
  resetDb();
  refreshSecrecyNames();
});

describe('the name of a level', () => {
  it('is the setting’s; the locale’s default only until the setting is there', () => {
    const names = {
      info: [
        { level: 'SECRET', name: '绝密甲', color: 'orange', renamed: true },
        { level: 'PUBLIC', name: '公开', color: 'green', renamed: false },
      ],
      personnel: [],
    };
    expect(levelName(names, 'info', 'SECRET', t)).toBe('绝密甲');
    expect(levelName(names, 'info', 'SECRET', (key) => enUS[key])).toBe('绝密甲');
    // a level keeping its default name reads it in the page's language
    expect(levelName(names, 'info', 'PUBLIC', (key) => enUS[key])).toBe(enUS[levelNameKey('info', 'PUBLIC')]);
    expect(levelName(undefined, 'info', 'SECRET', t)).toBe('秘密');
    expect(levelName(names, 'personnel', 'CORE', t)).toBe(t(levelNameKey('personnel', 'CORE')));
  });

  it('starts as the locale’s default name and is read by every signed-in user after a rename', async () => {
    const before = (await mockCall('GET', `${M}/options/secrecyLevels`, { user: 'staff' })).body.data as Names;
    expect(before.info.map((l) => l.name)).toEqual(['PUBLIC', 'INTERNAL', 'SECRET', 'CONFIDENTIAL'].map((l) => t(levelNameKey('info', l))));
    await renameSecret('绝密甲');
    for (const user of ['staff', 'engineer', 'trainer']) {
      const names = (await mockCall('GET', `${M}/options/secrecyLevels`, { user })).body.data as Names;
      expect(names.info.find((l) => l.level === 'SECRET')).toEqual({ level: 'SECRET', name: '绝密甲', color: 'orange', renamed: true });
    }
    // the server's messages name the level the same way (a file's refusal, a level change's history)
    expect(infoLevelName('SECRET')).toBe('绝密甲');
    expect((await mockCall('GET', `${M}/options/secrecyLevels`, { as: null })).status).toBe(401);
  });

  it('renamed in 信息密级, 技术资料 shows the new name', async () => {
    const field = technicalMaterials.fields.find((f) => f.key === 'secrecyLevel')!;
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <IntlProvider locale="zh-CN" messages={zhCN}>
        {children}
      </IntlProvider>
    );
    const first = renderHook(() => useResourceText(technicalMaterials), { wrapper });
    await waitFor(() => expect(first.result.current.text(field, 'SECRET')).toBe('秘密'));
    first.unmount();

    await renameSecret('绝密甲');
    refreshSecrecyNames();
    const after = renderHook(() => useResourceText(technicalMaterials), { wrapper });
    await waitFor(() => expect(after.result.current.text(field, 'SECRET')).toBe('绝密甲'));
    expect(after.result.current.show(field, { secrecyLevel: 'SECRET' })).toBe('绝密甲');
  });
});
