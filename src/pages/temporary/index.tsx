/**
 * 临时测试页 — the administrator's diagnostics: the build's version and time, the configured service
 * base paths, the signed-in user's permissions as the two calls answered them and merged, and the last
 * failed calls with their error-catalogue row. Guarded by its own element code (temporary:diagnostics,
 * src/domain/diagnostics.ts) besides the page itself.
 */
import { API, BASIC_OPS_URL, LOGIN_URL } from '@/domain/endpoints';
import { BUILD } from '@/core/config/build';
import { DIAGNOSTICS_CODE } from '@/domain/diagnostics';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Card, Descriptions, Result, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import FailedCalls from './components/FailedCalls';
import PermissionAnswers from './components/PermissionAnswers';

export default function TemporaryPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const access = useAccess();
  if (!access.hasElement(DIAGNOSTICS_CODE)) {
    return (
      <PageContainer title={t('menu.temporary')}>
        <Result status="403" title={t('shell.forbidden.title')} subTitle={t('diagnostics.forbidden')} />
      </PageContainer>
    );
  }
  const paths = [
    ...Object.entries(API).map(([key, value]) => ({ key, name: t(`diagnostics.paths.${key}`), value })),
    { key: 'login', name: t('diagnostics.paths.login'), value: LOGIN_URL },
    ...(BASIC_OPS_URL ? [{ key: 'basicOps', name: t('menu.systemmaintenance'), value: BASIC_OPS_URL }] : []),
  ];
  return (
    <PageContainer title={t('diagnostics.title')}>
      <Card size="small" title={t('diagnostics.build')} style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'version', label: t('diagnostics.build.version'), children: <Typography.Text code>{BUILD.version}</Typography.Text> },
            { key: 'time', label: t('diagnostics.build.time'), children: BUILD.time ? dayjs(BUILD.time).format('YYYY-MM-DD HH:mm:ss') : '—' },
            { key: 'env', label: t('diagnostics.build.env'), children: process.env.NODE_ENV },
          ]}
        />
      </Card>
      <Card size="small" title={t('diagnostics.paths')} style={{ marginBottom: 16 }}>
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={paths}
          columns={[
            { key: 'name', title: t('diagnostics.paths.name'), dataIndex: 'name', width: 200 },
            {
              key: 'value',
              title: t('diagnostics.paths.value'),
              dataIndex: 'value',
              render: (v: string) => (
                <Typography.Text code copyable>
                  {v}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('diagnostics.permissions')} style={{ marginBottom: 16 }}>
        <PermissionAnswers />
      </Card>
      <Card size="small" title={t('diagnostics.failures')}>
        <FailedCalls />
      </Card>
    </PageContainer>
  );
}
