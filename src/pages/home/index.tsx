/**
 * 首页 tells each role its work: a greeting; my to-dos — pending approvals, AOG orders waiting for a
 * response (with their countdowns, overdue first), my drafts — the list the home state's `todoType`
 * names first (src/domain/home.ts; the user's personal configuration sets it per role); what burns
 * (overdue AOG orders, leases, exchange cores of the kinds the user handles); the other desks' cards;
 * the user's shortcuts and every function they may open. A short guided tour opens once per user for
 * each new guide version (home state `guideVersion`).
 *
 * Once rendered, it has the pages of the user's menu fetched in idle time (src/core/chunks/prefetch.ts),
 * so that the first visit of a list does not wait for the list's chunks.
 *
 * Cards of other desks: a self-contained component in ./components, placed with ONE line in the
 * marked slot — `<Col xs={24} xl={12}><MyCard /></Col>` — rendering nothing for users who may not
 * read its resource. Headings: h1 the greeting, h2 each section.
 */
import { PageContainer } from '@ant-design/pro-components';
import { usePrefetchMenuPages } from '@/core/chunks/usePrefetchMenuPages';
import { todoOrder, type TodoList } from '@/domain/home';
import { useAccess, useIntl, useModel } from '@umijs/max';
import { Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import Alarms from './components/Alarms';
import AllFunctions from './components/AllFunctions';
import MyAssignedCases from './components/MyAssignedCases';
import AogWaiting from './components/AogWaiting';
import GuidedTour from './components/GuidedTour';
import MyDrafts from './components/MyDrafts';
import PendingApprovals from './components/PendingApprovals';
import PortalNotices from './components/PortalNotices';
import Shortcuts from './components/Shortcuts';
import Welcome from './components/Welcome';
import WorkOrdersWaiting from './components/WorkOrdersWaiting';
import { ExpiringCertificatesCard, UpcomingSessionsCard, WaitingOrdersCard } from './components/TrainingCards';

/** The to-do lists, and who sees each (a list shown to nobody leaves no empty cell). */
const WORK_LISTS: Record<TodoList, { card: ReactNode; shown: (canOpen: (name: string) => boolean) => boolean }> = {
  approvals: { card: <PendingApprovals />, shown: () => true },
  aog: { card: <AogWaiting />, shown: (canOpen) => canOpen('aogOrder') },
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

export default function HomePage() {
  const intl = useIntl();
  const access = useAccess() as { canOpenPage: (name: string) => boolean };
  const { todoType } = useModel('home');
  // once home is on screen: the user's menu pages (the list engine above all) in idle time
  usePrefetchMenuPages();
  const todos = todoOrder(todoType).filter((list) => WORK_LISTS[list].shown(access.canOpenPage));
  return (
    <PageContainer title={false} className="portal-home">
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
             late repairs, training sessions and expiring certificates, published announcements ── */}
        <Col xs={24} xl={12}><PortalNotices /></Col>
        <Col xs={24} xl={12}><MyAssignedCases /></Col>
        <Col xs={24} xl={12}><WorkOrdersWaiting /></Col>
        <Col xs={24} xl={12}><UpcomingSessionsCard /></Col>
        <Col xs={24} xl={12}><WaitingOrdersCard /></Col>
        <Col xs={24} xl={12}><ExpiringCertificatesCard /></Col>
        <Section id="home-functions">{intl.formatMessage({ id: 'home.section.functions' })}</Section>
        <Col span={24}>
          <Shortcuts />
        </Col>
        <Col span={24}>
          <AllFunctions />
        </Col>
      </Row>
    </PageContainer>
  );
}
