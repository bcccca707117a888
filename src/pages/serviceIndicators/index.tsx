/**
 * 服务指标: the figures a customer-service manager is judged by, computed by the server from the
 * records the user may see (GET …/indicators; docs/service-indicators.md) — a period (this month, last
 * month, this quarter, this year or custom) against the period before, each figure's trend over twelve
 * months, a breakdown by customer or aircraft type, and a drill-down from every number to the desk's
 * list (or lists: a figure over two desks) filtered to exactly the records behind it. The charts load lazily, after the figures.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useIntl } from '@umijs/max';
import { Alert, App, Button, Card, Checkbox, DatePicker, Empty, Segmented, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useApi } from '@/core/request';
import { resourceOf } from '@/domain/desks';
import {
  drillHref,
  INDICATORS_EXPORT,
  PERIOD_PRESETS,
  presetPeriod,
  type DeskDrill,
  type FigureKey,
  type GroupBy,
  type Period,
  type PeriodPreset,
} from '@/domain/indicators';
import { indicatorService } from '@/services/indicators';
import Breakdown from './components/Breakdown';
import FigureGrid from './components/FigureGrid';
import { exportSheet, exportXlsx } from './exportSheet';
import type { T } from './texts';

const TrendCharts = lazy(() => import('./components/Charts').then((m) => ({ default: m.TrendCharts })));

type Choice = PeriodPreset | 'custom';

export default function ServiceIndicatorsPage() {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const access = useAccess() as { hasElement: (code: string) => boolean };
  const { message } = App.useApp();
  const [choice, setChoice] = useState<Choice>('thisMonth');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [compare, setCompare] = useState(true);
  const [by, setBy] = useState<GroupBy>('customer');
  const [figure, setFigure] = useState<FigureKey>('aogResponse');
  const period: Period =
    choice === 'custom' && custom
      ? { from: custom[0].format('YYYY-MM-DD'), to: custom[1].format('YYYY-MM-DD') }
      : presetPeriod(choice === 'custom' ? 'thisMonth' : choice, Date.now());
  const { data, loading, error, refresh } = useApi(() => indicatorService.get({ ...period, compare, groupBy: by }), {
    refreshDeps: [period.from, period.to, compare, by],
  });
  const drill = (d: DeskDrill) => history.push(drillHref(resourceOf(d.resource)?.page ?? d.resource, d.drill));
  const download = async () => {
    if (!data) return;
    const { columns, rows } = exportSheet(data, t);
    const file = await exportXlsx(t('menu.serviceIndicators'), columns, rows);
    message.success(t('indicators.exported', { file }));
  };

  return (
    <PageContainer
      title={t('menu.serviceIndicators')}
      extra={
        access.hasElement(INDICATORS_EXPORT) && (
          <Button icon={<DownloadOutlined />} disabled={!data} onClick={() => void download()}>
            {t('indicators.export')}
          </Button>
        )
      }
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap size="large">
          <Space wrap>
            <Typography.Text id="indicators-period-label">{t('indicators.period.label')}</Typography.Text>
            <Segmented<Choice>
              aria-labelledby="indicators-period-label"
              value={choice}
              onChange={(next) => {
                // a custom range starts from the period shown
                if (next === 'custom' && !custom) setCustom([dayjs(period.from), dayjs(period.to)]);
                setChoice(next);
              }}
              options={[...PERIOD_PRESETS, 'custom' as const].map((p) => ({ value: p, label: t(`indicators.period.${p}`) }))}
            />
            {choice === 'custom' && (
              <DatePicker.RangePicker
                aria-label={t('indicators.period.custom')}
                value={custom}
                allowClear={false}
                disabledDate={(d) => d.isAfter(dayjs().endOf('year'))}
                onChange={(v) => v?.[0] && v[1] && setCustom([v[0], v[1]])}
              />
            )}
          </Space>
          <Checkbox checked={compare} onChange={(e) => setCompare(e.target.checked)}>
            {t('indicators.compare')}
          </Checkbox>
          <Typography.Text type="secondary" data-testid="indicators-period">
            {t('indicators.period.range', { ...period })}
            {data?.previous && compare ? ` · ${t('indicators.previous', { value: t('indicators.period.range', { ...data.previous }) })}` : ''}
          </Typography.Text>
        </Space>
      </Card>
      {error && !data ? (
        <Alert type="error" showIcon title={t('indicators.loadFailed')} action={<Button onClick={refresh}>{t('indicators.retry')}</Button>} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : data.figures.length === 0 ? (
        <Card>
          <Empty description={t('indicators.empty')} />
        </Card>
      ) : (
        <div aria-busy={loading}>
          <FigureGrid data={data} t={t} onDrill={drill} />
          <Breakdown data={data} t={t} by={by} onBy={setBy} figure={figure} onFigure={setFigure} onDrill={drill} />
          <Typography.Title level={2} style={{ fontSize: 16, margin: '16px 0 4px' }}>
            {t('indicators.trend')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('indicators.trend.hint')}</Typography.Paragraph>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <TrendCharts data={data} t={t} />
          </Suspense>
        </div>
      )}
    </PageContainer>
  );
}
