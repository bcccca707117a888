/**
 * 系统日志: the services' system log (tens of thousands of rows) — the engine's read-only list of
 * `appLogs`, paged, filtered and sorted on the server by time range, level, service, message keyword
 * and trace id, exported as every list is.
 */
import { NameCode } from '@/admin/controls';
import { appLogs } from '@/domain/desks/logs';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { Tag, Typography } from 'antd';

export const preload = firstPageOf(appLogs);

const LEVEL_COLOR: Record<string, string> = { DEBUG: 'default', INFO: 'blue', WARN: 'orange', ERROR: 'red' };

export default function AppLogsPage() {
  return (
    <ResourcePage
      resource={appLogs}
      render={{
        level: (v) => <Tag color={LEVEL_COLOR[String(v)]}>{String(v)}</Tag>,
        service: (v, r) => <NameCode name={String(v)} code={String(r.host)} />,
        message: (v, r) => (
          <Typography.Text type={r.level === 'ERROR' ? 'danger' : undefined} style={{ fontFamily: 'monospace', fontSize: 12 }}>
            {String(v)}
          </Typography.Text>
        ),
        traceId: (v) => (
          <Typography.Text code copyable style={{ fontSize: 12 }}>
            {String(v)}
          </Typography.Text>
        ),
      }}
    />
  );
}
