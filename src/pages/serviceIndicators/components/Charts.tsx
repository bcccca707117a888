/**
 * The dashboard's charts, drawn with @ant-design/plots, in one module loaded only by this page after its
 * figures (React.lazy): the charting library never reaches the entry bundle (tests/budget/check.mjs).
 * - TrendCharts: every figure's share over twelve months, a small line chart each.
 * - BarChart: the breakdown's share per group; a click on a bar opens the desk's list filtered to that
 *   group's records (the table beside it does the same from the keyboard).
 */
import { Bar, Line } from '@ant-design/plots';
import { Card, Col, Row } from 'antd';
import type { GroupRow, IndicatorsAnswer } from '@/domain/indicators';
import { FigureTitle } from './FigureGrid';
import type { T } from '../texts';

export function TrendCharts({ data, t }: { data: IndicatorsAnswer; t: T }) {
  return (
    <Row gutter={[16, 16]}>
      {data.figures.map((f) => {
        const points = data.trend.months.map((month, i) => ({ month, share: data.trend.series[f.key]?.[i] ?? null })).filter((p) => p.share !== null);
        return (
          <Col key={f.key} xs={24} md={12} xl={6}>
            <Card size="small" title={<FigureTitle figureKey={f.key} data={data} t={t} />} data-trend={f.key}>
              <figure aria-label={`${t(`indicators.figure.${f.key}`)} · ${t('indicators.trend')}`} style={{ margin: 0 }}>
                <Line
                  data={points}
                  xField="month"
                  yField="share"
                  height={160}
                  autoFit
                  point={{ shapeField: 'circle', sizeField: 3 }}
                  scale={{ y: { domainMin: 0, domainMax: 1 } }}
                  axis={{ y: { labelFormatter: (v: number) => `${Math.round(v * 100)}%` }, x: { labelAutoHide: true } }}
                  tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => `${(v * 100).toFixed(1)}%` }] }}
                />
              </figure>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

const MAX_BARS = 15;

export function BarChart({ rows, onDrill }: { rows: GroupRow[]; onDrill: (row: GroupRow) => void }) {
  const shown = rows.filter((r) => r.share !== null).slice(0, MAX_BARS);
  return (
    <Bar
      data={shown.map((r) => ({ label: r.label, share: r.share, key: r.key }))}
      xField="label"
      yField="share"
      height={Math.max(240, shown.length * 32)}
      autoFit
      scale={{ y: { domainMin: 0, domainMax: 1 } }}
      axis={{ y: { labelFormatter: (v: number) => `${Math.round(v * 100)}%` }, x: { labelAutoHide: false, labelAutoEllipsis: true, size: 140 } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => `${(v * 100).toFixed(1)}%` }] }}
      style={{ cursor: 'pointer' }}
      onEvent={(_chart: unknown, event: { type?: string; data?: { data?: { key?: string } } }) => {
        if (event.type !== 'element:click') return;
        const row = shown.find((r) => r.key === event.data?.data?.key);
        if (row) onDrill(row);
      }}
    />
  );
}
