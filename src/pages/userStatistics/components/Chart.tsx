/**
 * One chart of 用户统计, drawn with @ant-design/plots. This module is loaded only by this page, after
 * its figures (React.lazy in ../index.tsx): the charting library never reaches the entry bundle
 * (tests/budget/check.mjs).
 */
import { Bar, Column, Line } from '@ant-design/plots';
import { RATING_MAX } from '@/domain/surveys';
import { inLines, type Section } from '../figures';

/** The most recent surveys a survey chart shows (the table beside it lists every one). */
const MAX_BARS = 24;
/** the room (px) a bar chart gives its category labels on the left */
const BAR_LABEL_ROOM = 150;

export default function Chart({ section }: { section: Section }) {
  const { chart } = section;
  const points = section.rows
    .map((r) => ({ x: chart.x(r), y: chart.y(r) }))
    .filter((p): p is { x: string; y: number } => p.y !== null)
    .slice(0, chart.kind === 'line' ? undefined : MAX_BARS);
  const common = {
    data: points,
    xField: 'x',
    yField: 'y',
    height: 300,
    autoFit: true,
    scale: { y: chart.percent ? { domainMin: 0, domainMax: 1 } : { domainMin: 0, domainMax: RATING_MAX } },
    axis: {
      y: { labelFormatter: chart.percent ? (v: number) => `${Math.round(v * 100)}%` : undefined },
      // a bar chart's categories are long (survey titles, questions, customers): wrapped beside their bars, never cut
      x:
        chart.kind === 'bar'
          ? { labelFormatter: inLines, labelAutoHide: false, labelAutoEllipsis: false, labelAutoRotate: false, labelAutoWrap: false, size: BAR_LABEL_ROOM }
          : { labelAutoHide: true, labelAutoEllipsis: true },
    },
    tooltip: { items: [{ channel: 'y', valueFormatter: (v: number) => (chart.percent ? `${(v * 100).toFixed(1)}%` : v.toFixed(2)) }] },
  };
  if (chart.kind === 'line') return <Line {...common} point={{ shapeField: 'circle', sizeField: 3 }} />;
  if (chart.kind === 'bar') return <Bar {...common} height={Math.max(300, points.length * 40)} />;
  return <Column {...common} />;
}
