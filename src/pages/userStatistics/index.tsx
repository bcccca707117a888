/**
 * 用户统计: satisfaction per survey and per question, the response rate, the trend by month, by
 * customer and by region — each chart with the figures behind it in a table beside it; filters by
 * survey and period; export of every figure (CSV / Excel, the engine's exporter). The server computes
 * the numbers (GET …/surveyStatistics); the charts load lazily, after the figures.
 */
import { useApi } from '@/core/request';
import { REGION_DICT, SURVEY_CODES } from '@/domain/surveys';
import { useDictionary } from '@/engine';
import { exportFileName, saveBlob, toCsv, toXlsx, type ExportFormat } from '@/engine/exporter';
import { surveyService } from '@/services/surveys';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Card, Col, DatePicker, Dropdown, Empty, Row, Select, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { exportSheet, sections, type Section } from './figures';

const Chart = lazy(() => import('./components/Chart'));

function SectionCard({ section }: { section: Section }) {
  const intl = useIntl();
  return (
    <Card title={section.title} size="small" style={{ marginBottom: 16 }} data-section={section.key}>
      {section.rows.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'surveyStatistics.empty' })} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={13}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <figure aria-label={section.title} style={{ margin: 0 }}>
                <Chart section={section} />
              </figure>
            </Suspense>
          </Col>
          <Col xs={24} xl={11}>
            <Table
              size="small"
              rowKey={(_r, i) => String(i)}
              dataSource={section.rows}
              pagination={section.rows.length > 8 ? { pageSize: 8, showSizeChanger: false, size: 'small' } : false}
              columns={section.columns.map((c) => ({
                key: c.key,
                title: c.title,
                align: c.numeric ? 'right' : 'left',
                render: (_v: unknown, row: unknown) => c.cell(row),
              }))}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}

export default function UserStatisticsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const access = useAccess();
  const regions = useDictionary(REGION_DICT);
  const [surveyId, setSurveyId] = useState<string | undefined>();
  const [period, setPeriod] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const filter = {
    surveyId,
    from: period?.[0]?.format('YYYY-MM-DD'),
    to: period?.[1]?.format('YYYY-MM-DD'),
  };
  const { data, loading, error, refresh } = useApi(() => surveyService.statistics(filter), {
    refreshDeps: [surveyId, filter.from, filter.to],
    refreshOnWindowFocus: true,
  });
  const all = useMemo(() => (data ? sections(data, t, regions.label) : []), [data, regions, intl.locale]); // eslint-disable-line react-hooks/exhaustive-deps

  const download = async (format: ExportFormat) => {
    const { header, body } = exportSheet(all);
    const name = exportFileName(t('surveyStatistics.exportName'), format);
    saveBlob(
      format === 'csv' ? new Blob([toCsv(header, body)], { type: 'text/csv;charset=utf-8' }) : await toXlsx(t('menu.userStatistics'), header, body, [], []),
      name,
    );
  };

  const totals = data?.totals;
  return (
    <PageContainer
      title={t('menu.userStatistics')}
      extra={
        access.hasElement(SURVEY_CODES.exportFigures) && (
          <Dropdown
            disabled={!data}
            menu={{
              items: [
                { key: 'csv', label: 'CSV' },
                { key: 'xlsx', label: 'Excel' },
              ],
              onClick: ({ key }) => void download(key as ExportFormat),
            }}
          >
            <Button icon={<DownloadOutlined />}>{t('surveyStatistics.export')}</Button>
          </Dropdown>
        )
      }
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap size="large">
          <Space>
            <Typography.Text id="stats-survey-label">{t('surveyStatistics.filter.survey')}</Typography.Text>
            <Select
              aria-labelledby="stats-survey-label"
              style={{ width: 360 }}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('surveyStatistics.filter.allSurveys')}
              value={surveyId}
              onChange={setSurveyId}
              options={(data?.surveys ?? []).map((s) => ({ value: s.id, label: `${s.code} ${s.title}` }))}
            />
          </Space>
          <Space>
            <Typography.Text id="stats-period-label">{t('surveyStatistics.filter.period')}</Typography.Text>
            <DatePicker.RangePicker aria-labelledby="stats-period-label" value={period} onChange={(v) => setPeriod(v)} allowEmpty={[true, true]} />
          </Space>
        </Space>
      </Card>
      {error && !data ? (
        <Alert type="error" showIcon title={t('shell.error.system')} action={<Button onClick={refresh}>{t('diagnostics.permissions.reload')}</Button>} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 16 }} loading={loading && !totals}>
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Statistic title={t('surveyStatistics.totals.answers')} value={totals?.answers ?? 0} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={t('surveyStatistics.totals.respondents')} value={totals?.respondents ?? 0} suffix={`/ ${totals?.customers ?? 0}`} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic
                  title={t('surveyStatistics.totals.satisfaction')}
                  value={totals?.satisfaction ?? t('surveyStatistics.noRating')}
                  precision={totals?.satisfaction === null ? undefined : 2}
                />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={t('surveyStatistics.totals.responseRate')} value={(totals?.responseRate ?? 0) * 100} precision={1} suffix="%" />
              </Col>
            </Row>
            <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
              {t('surveyStatistics.legend', { customers: totals?.customers ?? 0 })}
            </Typography.Paragraph>
          </Card>
          {all.map((s) => (
            <SectionCard key={s.key} section={s} />
          ))}
        </>
      )}
    </PageContainer>
  );
}
