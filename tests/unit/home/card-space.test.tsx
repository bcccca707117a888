/**
 * Home's cards keep the place they will fill (src/pages/home/components/cardBody.ts): a card's body
 * has the same height while it loads, with its rows, when empty and when its part failed to download,
 * and the cards whose presence depends on an answer (alarms, announcements) take their place — or
 * none — from the first paint. What this guards is the landing's stillness (CLS), not a timing.
 */
import { render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';

type Answer = { data?: unknown; loading: boolean };
const answers = new Map<string, Answer>();
const who = { codes: new Set<string>() };

jest.mock('@umijs/max', () => {
  const intl = jest.requireActual('@umijs/plugins/node_modules/react-intl');
  return {
    useIntl: intl.useIntl,
    IntlProvider: intl.IntlProvider,
    useAccess: () => {
      const held = (globalThis as any).__who.codes as Set<string>;
      return { canOpenPage: (n: string) => held.has(n), hasElement: (c: string) => held.has(c) };
    },
    useModel: () => ({ initialState: { user: { userNo: 'u1', userName: 'x' } } }),
    Link: ({ children, to }: { children: unknown; to?: string }) => <a href={to ?? '#x'}>{children as any}</a>,
    history: { push: jest.fn() },
  };
});
// the answers of the cards' calls, as the test sets them (by the service function's name)
jest.mock('@/core/request', () => ({
  ...jest.requireActual('@/core/request'),
  useApi: (service: { name?: string }, options?: { ready?: boolean }) => {
    if (options?.ready === false) return { data: undefined, loading: false };
    return (globalThis as any).__answers.get(service.name ?? '') ?? { data: undefined, loading: true };
  },
}));
(globalThis as any).__answers = answers;
(globalThis as any).__who = who;

/* eslint-disable @typescript-eslint/no-require-imports */
const { IntlProvider } = require('@umijs/max');
const zhCN = require('@/locales/zh-CN/index').default;
const { HOME_CARD_BODY } = require('@/pages/home/components/cardBody');
const Alarms = require('@/pages/home/components/Alarms').default;
const AogWaiting = require('@/pages/home/components/AogWaiting').default;
const PendingApprovals = require('@/pages/home/components/PendingApprovals').default;
const PortalNotices = require('@/pages/home/components/PortalNotices').default;
const IndicatorCards = require('@/pages/home/components/IndicatorCards').default;
const { LoadingCard, PartFailed } = require('@/pages/home/components/lazyPart');
const { homeService } = require('@/services/home');
const { workflowService } = require('@/services/workflow');
const { portalContentService } = require('@/services/cbbVoice');
const { handledKinds } = require('@/domain/alarms');
/* eslint-enable @typescript-eslint/no-require-imports */

const draw = (node: unknown) =>
  render(
    <IntlProvider locale="zh-CN" messages={zhCN}>
      {node as never}
    </IntlProvider>,
  );
const bodies = (c: HTMLElement) => Array.from(c.querySelectorAll<HTMLElement>('.ant-card-body'));
const expectReserved = (c: HTMLElement) => {
  const found = bodies(c);
  expect(found.length).toBeGreaterThan(0);
  for (const b of found) expect(b.style.height).toBe(`${HOME_CARD_BODY.height}px`);
};
const answer = (service: { name: string }, data: unknown) => answers.set(service.name, { data, loading: false });

beforeEach(() => {
  answers.clear();
  who.codes = new Set(['aogOrder', 'aogOrder:accept', 'leaseOrder', 'leaseOrder:return']);
});

it('the body holds the longest list a card shows', () => {
  expect(HOME_CARD_BODY.height).toBeGreaterThanOrEqual(6 * 35);
  expect(HOME_CARD_BODY.overflowY).toBe('auto'); // a longer content scrolls inside, the grid does not move
});

it.each([
  ['approvals', () => <PendingApprovals />, () => answer(workflowService.pendingSummary, { count: 0, byType: {}, latest: [] })],
  ['AOG waiting', () => <AogWaiting />, () => answers.set('waiting', { data: { data: [], total: 0 }, loading: false })],
  ['alarms', () => <Alarms />, () => answer(homeService.alarms, [{ key: 'aog', resource: 'aogOrder', total: 0, rows: [] }])],
  ['announcements', () => <PortalNotices />, () => answer(portalContentService.live, [])],
  [
    'service figures',
    () => <IndicatorCards />,
    () =>
      answers.set('thisMonth', {
        data: { figures: [{ key: 'aogResponse', count: 3, measured: 3, met: 2, share: 2 / 3, median: 60, drill: {} }], settings: {} },
        loading: false,
      }),
  ],
])('%s: the same body height while loading and once answered', (_name, card, answered) => {
  const loading = draw(card());
  expectReserved(loading.container);
  loading.unmount();
  answered();
  expectReserved(draw(card()).container);
});

it('a desk card’s grey placeholder and a failed part’s notice keep the same body', () => {
  expectReserved(draw(<LoadingCard title="t" />).container);
  expectReserved(draw(<PartFailed retry={() => undefined} title="t" />).container);
});

it('the alarms card is there from the first paint for a user who handles a kind, never for one who handles none', () => {
  expect(handledKinds((c: string) => who.codes.has(c)).length).toBeGreaterThan(0);
  const handler = draw(<Alarms />);
  expect(handler.getByTestId('home-alarms')).toBeInTheDocument(); // before any answer
  handler.unmount();
  who.codes = new Set(['trainingOrder']);
  answer(homeService.alarms, []);
  expect(draw(<Alarms />).container.querySelector('[data-testid="home-alarms"]')).toBeNull();
});

it('an alarm opens its record: a customer whose agreement runs out, the customer’s page', () => {
  const due = '2099-01-01';
  answer(homeService.alarms, [
    { key: 'aog', resource: 'aogOrder', total: 1, rows: [{ id: 'aog-1', code: 'AOG-1', subject: 'B-1234', due }] },
    { key: 'agreement', resource: 'customerProfile', total: 1, rows: [{ id: 'C-CCA', code: 'CUS-1', subject: '国航 · EXA-CCA-01', due }] },
  ]);
  const hrefs = Array.from(draw(<Alarms />).container.querySelectorAll<HTMLAnchorElement>('a')).map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(expect.arrayContaining(['/aogOrder?id=aog-1', '/customerProfile/C-CCA']));
});

it('the announcements card is there before the answer and stays when nothing is live', () => {
  const before = draw(<PortalNotices />);
  expect(before.getByTestId('home-portal-content')).toBeInTheDocument();
  before.unmount();
  answer(portalContentService.live, []);
  expect(draw(<PortalNotices />).getByTestId('home-portal-content')).toHaveTextContent(zhCN['portalContent.home.none']);
});

it('every card of home’s grid takes the reserved body (a new card must too)', () => {
  const dir = path.join(__dirname, '../../../src/pages/home/components');
  // full-width cards drawn from the initial state, with nothing arriving later, and the shortcut tiles
  const drawnAtOnce = new Set(['Welcome.tsx', 'Shortcuts.tsx', 'AllFunctions.tsx']);
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tsx') && !drawnAtOnce.has(f))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const cards = (source.match(/<Card\b/g) ?? []).length;
    const reserved = (source.match(/styles=\{\{ body: HOME_CARD_BODY \}\}/g) ?? []).length;
    expect(`${file}: ${reserved} of ${cards} cards reserved`).toBe(`${file}: ${cards} of ${cards} cards reserved`);
  }
});
