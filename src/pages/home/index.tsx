/**
 * 首页 tells each role its work: a greeting; my to-dos — pending approvals, AOG orders waiting for a
 * response (with their countdowns, overdue first), my drafts — the list the home state's `todoType`
 * names first (src/domain/home.ts; the user's personal configuration sets it per role); what burns
 * (overdue AOG orders, leases, exchange cores of the kinds the user handles); the other desks' cards;
 * the user's shortcuts and every function they may open. A short guided tour opens once per user for
 * each new guide version (home state `guideVersion`).
 *
 * Once rendered and quiet, it has the few pages the user opens most fetched ahead (src/core/chunks/prefetch.ts:
 * their shortcuts, then their first to-do list's page, within a byte budget), so that the first visit of
 * those lists does not wait for the list's chunks.
 *
 * Cards of other desks: a self-contained component in ./components, exported by ./components/later.ts
 * and placed with ONE line in DESK_CARDS — the page it reads and its title — rendering nothing for users
 * who may not read its resource. They are below the fold and come after the first paint, in one chunk
 * with what only they use (the engine's helpers, every resource definition): a grey card with the title
 * holds their place meanwhile. Every card's body has one height (./components/cardBody.ts), so nothing
 * moves when a card's data or chunk arrives (docs/performance.md). Headings: h1 the greeting, h2 each section.
 */
import { ProProvider } from '@ant-design/pro-components';
import { usePrefetchMenuPages } from '@/core/chunks/usePrefetchMenuPages';
import { todoOrder, type TodoList } from '@/domain/home';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Col, Row, Typography } from 'antd';
import { useContext, type ReactNode } from 'react';
import { support } from '@/domain/desks/support';
import { workOrder } from '@/domain/desks/repairShop/workOrder';
import { courseManagement, personnelFile, trainingOrder } from '@/domain/desks/training';
import { aogOrder } from '@/domain/desks/orders';
import { INDICATORS_PAGE } from '@/domain/indicators/codes';
import type { ClientState } from '@/core/initialState';
import Alarms from './components/Alarms';
import AllFunctions from './components/AllFunctions';
import AogWaiting from './components/AogWaiting';
import GuidedTour from './components/GuidedTour';
import { lazyPart, LoadingCard } from './components/lazyPart';
import MyDrafts from './components/MyDrafts';
import PendingApprovals, { INBOX_PAGE } from './components/PendingApprovals';
import PortalNotices from './components/PortalNotices';
import Shortcuts from './components/Shortcuts';
import Welcome from './components/Welcome';

// the desks' cards below the fold come after the first paint, in one chunk (./components/later.ts)
const later = () => import(/* webpackChunkName: "home-later" */ './components/later');
/** Each desk card: the page it reads (a user who may not open it gets no card and no download) and its title. */
const DESK_CARDS = [
  { key: 'indicators', page: INDICATORS_PAGE, title: 'indicators.home.title', Card: lazyPart(() => later().then((m) => m.IndicatorCards)) },
  { key: 'cases', page: support.key, title: 'repairCases.home.title', Card: lazyPart(() => later().then((m) => m.MyAssignedCases)) },
  { key: 'workOrders', page: workOrder.key, title: 'home.workOrders.title', Card: lazyPart(() => later().then((m) => m.WorkOrdersWaiting)) },
  { key: 'sessions', page: courseManagement.key, title: 'training.home.sessions', Card: lazyPart(() => later().then((m) => m.UpcomingSessionsCard)) },
  { key: 'trainingOrders', page: trainingOrder.key, title: 'training.home.waiting', Card: lazyPart(() => later().then((m) => m.WaitingOrdersCard)) },
  { key: 'certificates', page: personnelFile.key, title: 'training.home.expiring', Card: lazyPart(() => later().then((m) => m.ExpiringCertificatesCard)) },
];

/** The to-do lists, who sees each (a list shown to nobody leaves no empty cell) and the page each opens. */
const WORK_LISTS: Record<TodoList, { card: ReactNode; shown: (canOpen: (name: string) => boolean) => boolean; page?: string }> = {
  approvals: { card: <PendingApprovals />, shown: () => true, page: INBOX_PAGE },
  aog: { card: <AogWaiting />, shown: (canOpen) => canOpen(aogOrder.key), page: aogOrder.key },
  drafts: { card: <MyDrafts />, shown: () => true },
};

function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Col span={24}>
      <Typography.Title level={2} id={id} className="portal-home-section">
        {children}
      </Typography.Title>
    </Col>
  );
}

/**
 * The page's frame: ProLayout's PageContainer without a title draws nothing but its padding — the
 * layout's page-container token — here taken as is; the component itself (its header, breadcrumb, affix
 * and their styles) would be downloaded and styled for the first paint of /home only for that padding.
 */
function HomeFrame({ children }: { children: ReactNode }) {
  const page = useContext(ProProvider).token?.layout?.pageContainer;
  return (
    <div className="portal-home" style={{ paddingBlock: page?.paddingBlockPageContainerContent, paddingInline: page?.paddingInlinePageContainerContent }}>
      {children}
    </div>
  );
}

export default function HomePage() {
  const intl = useIntl();
  const access = useAccess() as { canOpenPage: (name: string) => boolean };
  const { todoType } = useModel('home');
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const todos = todoOrder(todoType).filter((list) => WORK_LISTS[list].shown(access.canOpenPage));
  // once home is on screen and the page is quiet: the pages the user opens most — their shortcuts,
  // then the page of their first to-do list — within the prefetch's budget (src/core/chunks/prefetch.ts)
  usePrefetchMenuPages([...(initialState?.personalConfig.shortcuts ?? []), todos[0] && WORK_LISTS[todos[0]].page]);
  return (
    <HomeFrame>
      <GuidedTour />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Welcome />
        </Col>
        <Section id="home-todo">{intl.formatMessage({ id: 'home.section.todo' })}</Section>
        {todos.map((list, i) => (
          <Col key={list} xs={24} xl={12} data-todo={list} data-tour={i === 0 ? 'todo' : undefined}>
            {WORK_LISTS[list].card}
          </Col>
        ))}
        {/* what burns: overdue AOG orders, leases, exchange cores of the kinds the user handles (none handled: no card) */}
        <Alarms />
        {/* ── slot: the other desks' cards, one <Col xs={24} xl={12}> line each — assigned support cases,
             late repairs, training sessions and expiring certificates, published announcements; a card loaded
             after the first paint: a line in DESK_CARDS ── */}
        <Col xs={24} xl={12}>
          <PortalNotices />
        </Col>
        {DESK_CARDS.filter((d) => access.canOpenPage(d.page)).map(({ key, title, Card }) => (
          <Col key={key} xs={24} xl={12}>
            <Card fallback={<LoadingCard title={intl.formatMessage({ id: title })} />} partTitle={intl.formatMessage({ id: title })} />
          </Col>
        ))}
        <Section id="home-functions">{intl.formatMessage({ id: 'home.section.functions' })}</Section>
        <Col span={24}>
          <Shortcuts />
        </Col>
        <Col span={24}>
          <AllFunctions />
        </Col>
      </Row>
    </HomeFrame>
  );
}
