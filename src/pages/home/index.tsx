/**
 * 首页: a greeting, what burns (overdue orders of the kinds the user handles), pending approvals, the
 * user's shortcuts and every function they may open.
 *
 * Once rendered, it has the pages of the user's menu fetched in idle time (src/core/chunks/prefetch.ts),
 * so that the first visit of a list does not wait for the list's chunks.
 *
 * Cards are laid out in the grid below; other areas add theirs as components of
 * src/pages/home/components and place them in the marked slot (the workflow area's
 * "my pending approvals" card goes there).
 */
import { PageContainer } from '@ant-design/pro-components';
import { usePrefetchMenuPages } from '@/core/chunks/usePrefetchMenuPages';
import { Col, Row } from 'antd';
import Alarms from './components/Alarms';
import AllFunctions from './components/AllFunctions';
import MyAssignedCases from './components/MyAssignedCases';
import PendingApprovals from './components/PendingApprovals';
import Shortcuts from './components/Shortcuts';
import Welcome from './components/Welcome';

export default function HomePage() {
  // once home is on screen: the user's menu pages (the list engine above all) in idle time
  usePrefetchMenuPages();
  return (
    <PageContainer title={false} className="portal-home">
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Welcome />
        </Col>
        {/* what burns: overdue orders of the kinds the user handles (none handled: no card) */}
        <Alarms />
        {/* ── slot: my pending approvals (workflow) — a <Col xs={24} xl={12}> card goes here ── */}
        <Col xs={24} xl={12}><PendingApprovals /></Col>
        <Col xs={24} xl={12}><MyAssignedCases /></Col>
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
