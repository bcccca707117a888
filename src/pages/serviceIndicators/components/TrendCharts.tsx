/**
 * The trend of every figure over twelve months, a small line chart each, drawn with @ant-design/plots.
 * Loaded only by this page, after its figures (React.lazy in ../index.tsx): the charting library never
 * reaches the entry bundle (tests/budget/check.mjs).
 */
import { Line } from '@ant-design/plots';
import { Card, Col, Row } from 'antd';
import type { IndicatorsAnswer } from '@/domain/indicators';
import { FigureTitle } from './FigureGrid';
import type { T } from '../texts';

export default function TrendCharts({ data, t }: { data: IndicatorsAnswer; t: T }) {
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
