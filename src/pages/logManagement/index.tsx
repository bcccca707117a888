/**
 * 日志管理: the operation log — every change made anywhere in the portal (time, user, module, action,
 * target, result, IP) — the engine's read-only list of `logManagement`, filtered on the server, its
 * detail in the record's drawer, exported as every list is.
 */
import { NameCode } from '@/admin/controls';
import { logManagement } from '@/domain/desks/logs';
import ResourcePage from '@/engine/ResourcePage';
import { firstPageOf } from '@/engine/useFirstPage';
import { useIntl } from '@umijs/max';
import { Tag, Typography } from 'antd';

export const preload = firstPageOf(logManagement);

export default function LogManagementPage() {
  const intl = useIntl();
  return (
    <ResourcePage
      resource={logManagement}
      render={{
        userName: (v, r) => <NameCode name={String(v)} code={String(r.userNo)} />,
        result: (v) => <Tag color={v === 'SUCCESS' ? 'success' : 'error'}>{intl.formatMessage({ id: `admin.log.result.${v}` })}</Tag>,
        detail: (v, r) => <Typography.Text type={r.result === 'FAILURE' ? 'danger' : undefined}>{String(v ?? '')}</Typography.Text>,
      }}
    />
  );
}
