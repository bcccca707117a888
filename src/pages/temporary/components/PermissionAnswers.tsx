/**
 * The signed-in user's permissions as each system's `permissions/{system}` call answered them (kept by
 * src/core/permissions.ts at sign-in) and merged as the portal uses them; "read again" repeats both
 * calls and shows their fresh answers and merge.
 */
import { fetchPermissions, lastPermissionAnswers, type PermissionAnswer } from '@/core/permissions';
import { http } from '@/services/transport/http';
import type { Permissions } from '@/domain/access';
import { useIntl, useModel } from '@umijs/max';
import { Alert, Button, Collapse, Space, Typography } from 'antd';
import { useState } from 'react';

const json = (v: unknown) => JSON.stringify(v, null, 2);

export default function PermissionAnswers() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const state = initialState as Partial<Permissions> | undefined;
  const [answers, setAnswers] = useState<readonly PermissionAnswer[]>(lastPermissionAnswers());
  const [merged, setMerged] = useState<Permissions>({
    systemMenuPermissions: state?.systemMenuPermissions ?? [],
    pageElementPermissions: state?.pageElementPermissions ?? [],
  });
  const [loading, setLoading] = useState(false);

  const reload = async () => {
    setLoading(true);
    try {
      setMerged(await fetchPermissions((url) => http.get(url)));
    } catch {
      /* both calls failed: each answer below says why */
    } finally {
      setAnswers(lastPermissionAnswers());
      setLoading(false);
    }
  };

  const counts = (p: Partial<Permissions> | undefined) =>
    `${t('diagnostics.permissions.menus', { count: p?.systemMenuPermissions?.length ?? 0 })} · ${t('diagnostics.permissions.elements', { count: p?.pageElementPermissions?.length ?? 0 })}`;
  const block = (v: unknown) => (
    <pre style={{ maxHeight: 320, overflow: 'auto', margin: 0, fontSize: 12 }} tabIndex={0}>
      {json(v)}
    </pre>
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text type="secondary">{t('diagnostics.permissions.hint')}</Typography.Text>
        <Button size="small" loading={loading} onClick={() => void reload()}>
          {t('diagnostics.permissions.reload')}
        </Button>
      </Space>
      <Collapse
        items={[
          ...answers.map((a) => ({
            key: a.system,
            label: (
              <Space wrap>
                <Typography.Text strong>{a.system}</Typography.Text>
                <Typography.Text type="secondary" code>
                  GET {a.url}
                </Typography.Text>
                {a.error ? null : <Typography.Text type="secondary">{counts(a.answer)}</Typography.Text>}
              </Space>
            ),
            children: a.error ? <Alert type="error" showIcon title={t('diagnostics.permissions.failed', { message: a.error })} /> : block(a.answer),
          })),
          {
            key: 'merged',
            label: (
              <Space wrap>
                <Typography.Text strong>{t('diagnostics.permissions.merged')}</Typography.Text>
                <Typography.Text type="secondary">{counts(merged)}</Typography.Text>
              </Space>
            ),
            children: block(merged),
          },
        ]}
      />
    </Space>
  );
}
