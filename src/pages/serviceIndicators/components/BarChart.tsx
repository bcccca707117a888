/**
 * The breakdown's bars (@ant-design/plots, loaded lazily like the trend): the share met per group; a
 * click on a bar opens the desk's list filtered to that group's records (the table beside it does the
 * same from the keyboard).
 */
import { Bar } from '@ant-design/plots';
import type { GroupRow } from '@/domain/indicators';

const MAX_BARS = 15;

export default function BarChart({ rows, onDrill }: { rows: GroupRow[]; onDrill: (row: GroupRow) => void }) {
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
