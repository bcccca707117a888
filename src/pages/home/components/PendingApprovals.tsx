/**
 * Home: my pending approvals as to-dos — the count and how many are overdue (opening the inbox, 审批管理)
 * and the first few (the overdue first, tagged), each opening its record at the record's address (its page's tab with
 * the detail drawer and the approval rounds, where I decide).
 */
import ActionLink from '@/components/ActionLink';
import { useApi } from '@/core/request';
import { recordHref } from '@/domain/links';
import { workflowService } from '@/services/workflow';
import { AuditOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Badge, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import TaskClockTag from '@/engine/approvals/TaskClock';
import { APPROVAL_DECISIONS, useChangeAnnouncements } from '@/engine/changes';
import { HOME_CARD_BODY } from './cardBody';

/** the inbox's page: every approval of mine, decided in its rows or in its records' drawers */
export const INBOX_PAGE = 'approvalManagement';
const INBOX = `/${INBOX_PAGE}`;

export default function PendingApprovals() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const { data, loading, refresh } = useApi(workflowService.pendingSummary, { refreshOnWindowFocus: true });
  // a decision taken anywhere in the portal (a record's drawer opened from here, 审批管理): the count follows
  useChangeAnnouncements(APPROVAL_DECISIONS, refresh);
  const open = () => history.push(INBOX);
  const count = data?.count ?? 0;

  return (
    <Card
      data-testid="pending-approvals"
      title={
        <Space>
          <AuditOutlined />
          <span>{t('workflow.home.title')}</span>
          <Badge count={count} overflowCount={99} showZero style={{ backgroundColor: count ? undefined : '#d9d9d9' }} />
        </Space>
      }
      extra={<ActionLink onClick={open}>{t('workflow.home.all')}</ActionLink>}
      styles={{ body: HOME_CARD_BODY }}
    >
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workflow.home.none')} />
      ) : (
        <>
          <Typography.Paragraph style={{ margin: '4px 0 8px' }}>
            <ActionLink onClick={open}>{t('workflow.home.count', { count })}</ActionLink>
            {data!.overdue > 0 && (
              <Typography.Text type="danger" data-testid="pending-overdue" style={{ marginInlineStart: 8 }}>
                {t('workflow.home.overdue', { count: data!.overdue })}
              </Typography.Text>
            )}
          </Typography.Paragraph>
          <div role="list">
            {data!.latest.map((task) => (
              <div
                key={task.id}
                role="listitem"
                tabIndex={0}
                onClick={() => history.push(recordHref(task.businessType, task.recordId))}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), history.push(recordHref(task.businessType, task.recordId)))}
                style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', borderTop: '1px solid rgba(5,5,5,.06)', cursor: 'pointer' }}
              >
                <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                  {t(`menu.${task.businessType}`)}
                </Tag>
                <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                  {task.recordCode} · {task.title}
                </Typography.Text>
                <TaskClockTag clock={task.clock} compact />
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                  {t('workflow.home.from', { name: task.applicantName, time: dayjs(task.createdAt).format('MM-DD HH:mm') })}
                </Typography.Text>
              </div>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}
