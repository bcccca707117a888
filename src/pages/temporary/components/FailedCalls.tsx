/** The last failed calls of this window with the catalogue row each fell into (src/services/transport/failures.ts). */
import { clearFailures, recentFailures, subscribeFailures, type FailedCall } from '@/core/request';
import { FAILED_CALLS_KEPT } from '@/domain/diagnostics';
import { useIntl } from '@umijs/max';
import { Button, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';

export default function FailedCalls() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const failures = useSyncExternalStore(subscribeFailures, recentFailures);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text type="secondary">{t('diagnostics.failures.hint', { max: FAILED_CALLS_KEPT })}</Typography.Text>
        <Button size="small" disabled={!failures.length} onClick={clearFailures}>
          {t('diagnostics.failures.clear')}
        </Button>
      </Space>
      <Table<FailedCall>
        size="small"
        rowKey={(r, i) => `${r.at}-${i}`}
        dataSource={[...failures]}
        pagination={false}
        locale={{ emptyText: t('diagnostics.failures.empty') }}
        scroll={{ x: 900 }}
        columns={[
          { key: 'at', title: t('diagnostics.failures.at'), dataIndex: 'at', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
          {
            key: 'call',
            title: t('diagnostics.failures.call'),
            ellipsis: true,
            render: (_v, r) => <Typography.Text code>{`${r.method} ${r.url}`}</Typography.Text>,
          },
          { key: 'status', title: t('diagnostics.failures.status'), dataIndex: 'status', width: 70, render: (v?: number) => v ?? '—' },
          {
            key: 'row',
            title: t('diagnostics.failures.row'),
            dataIndex: 'row',
            width: 190,
            render: (v: string) => <Tag color={v === 'business' ? 'orange' : 'red'}>{t(`diagnostics.row.${v}`)}</Tag>,
          },
          { key: 'code', title: t('diagnostics.failures.code'), dataIndex: 'errorCode', width: 150, render: (v?: string) => v ?? '—' },
          { key: 'message', title: t('diagnostics.failures.message'), dataIndex: 'message', ellipsis: true, render: (v?: string) => v ?? '—' },
        ]}
      />
    </Space>
  );
}
