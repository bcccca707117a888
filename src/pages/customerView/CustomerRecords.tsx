/**
 * The customer's records, one tab per desk the user may open (the server's list, with counts): the
 * desk's own list fixed to the customer — its filters, detail, actions, create with the customer set —
 * and a link to the desk's list filtered to the customer (the filter shown in its search form). Only
 * the open tab's list is mounted.
 */
import { Badge, Card, Empty, Space, Table, Tabs } from 'antd';
import { showTime } from '@/engine/text';
import { useLocation, useNavigate } from '@umijs/max';
import { useMemo } from 'react';
import { resourceOf } from '@/domain/desks';
import type { OverviewDesk, OverviewSurvey } from '@/domain/customerOverview';
import { RECORD_ID_PARAM, recordHref } from '@/domain/links';
import { surveysList } from '@/domain/surveys';
import { ResourcePage } from '@/engine';
import RecordLink from '@/engine/RecordLink';

type T = (key: string, values?: Record<string, string | number>) => string;

interface Props {
  customerId: string;
  desks: OverviewDesk[];
  /** the surveys it answered (null: the user does not hold the surveys' page) */
  surveys: OverviewSurvey[] | null;
  active?: string;
  onActive: (resource: string) => void;
  t: T;
}

const SURVEYS_TAB = 'surveysAnswered';

const countBadge = (n: number) => (
  <Badge count={n} showZero overflowCount={999} color="var(--ant-color-fill-secondary)" style={{ color: 'var(--ant-color-text)' }} />
);

/** The surveys the customer answered: which, when and who recorded the answer; the survey opens in 满意度调查. */
function AnsweredSurveys({ surveys, t }: { surveys: OverviewSurvey[]; t: T }) {
  return (
    <Table<OverviewSurvey>
      size="small"
      rowKey="surveyId"
      dataSource={surveys}
      pagination={surveys.length > 10 ? { pageSize: 10 } : false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customerView.noSurveys')} /> }}
      columns={[
        {
          key: 'survey',
          title: t('customerView.survey'),
          render: (_, s) => <RecordLink href={recordHref(surveysList.key, s.surveyId)}>{`${s.surveyCode} ${s.title}`}</RecordLink>,
        },
        { key: 'answeredAt', title: t('customerView.answeredAt'), width: 170, render: (_, s) => showTime(s.answeredAt) },
        { key: 'answeredBy', title: t('customerView.answeredBy'), width: 140, dataIndex: 'answeredByName' },
      ]}
    />
  );
}

export default function CustomerRecords({ customerId, desks, surveys, active, onActive, t }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  // one object while the customer is the same: the list's columns and parameters depend on it
  const fixed = useMemo(() => ({ customerId }), [customerId]);
  if (desks.length === 0 && !surveys)
    return (
      <Card size="small" title={t('customerView.records')}>
        <Empty description={t('customerView.noDesks')} />
      </Card>
    );
  const keys = [...desks.map((d) => d.resource), ...(surveys ? [SURVEYS_TAB] : [])];
  const shown = active && keys.includes(active) ? active : keys[0];
  const change = (key: string) => {
    // an open record belongs to the desk it was opened in
    if (new URLSearchParams(location.search).has(RECORD_ID_PARAM)) navigate(location.pathname, { replace: true });
    onActive(key);
  };
  return (
    <Card size="small" title={t('customerView.records')} styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        activeKey={shown}
        onChange={change}
        destroyOnHidden
        items={desks
          .map((d) => {
            const def = resourceOf(d.resource)!;
            const title = t(`menu.${def.page}`);
            return {
              key: d.resource,
              label: (
                <Space size={6}>
                  {title}
                  {countBadge(d.total)}
                </Space>
              ),
              children: (
                <>
                  <div style={{ textAlign: 'right', marginBottom: 8 }}>
                    <RecordLink href={`/${def.page}?customerId=${encodeURIComponent(customerId)}`}>{t('customerView.openInDesk', { desk: title })}</RecordLink>
                  </div>
                  <ResourcePage resource={def} embedded fixed={fixed} />
                </>
              ),
            };
          })
          .concat(
            surveys
              ? [
                  {
                    key: SURVEYS_TAB,
                    label: (
                      <Space size={6}>
                        {t('customerView.surveysAnswered')}
                        {countBadge(surveys.length)}
                      </Space>
                    ),
                    children: <AnsweredSurveys surveys={surveys} t={t} />,
                  },
                ]
              : [],
          )}
      />
    </Card>
  );
}
