/**
 * 密码模板: password policies (minimum length, character classes, expiry, history); exactly one is
 * current, and password changes and resets are checked against it.
 */
import ActionLink from '@/components/ActionLink';
import type { PortalAccess } from '@/access';
import { useApi } from '@/core/request';
import { adminCodes } from '@/domain/admin/codes';
import { checkPolicy, POLICY_LIMITS } from '@/domain/admin/password';
import { passwordApi, type PolicyFields, type PolicyRow as PasswordPolicy } from '@/services/admin';
import AdminForm, { type AdminField } from '@/resource/admin/AdminForm';
import { translator } from '@/resource/admin/adminText';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Card, message, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';

const CLASSES = ['requireUpper', 'requireLower', 'requireDigit', 'requireSymbol'] as const;

type FormValues = Omit<PolicyFields, (typeof CLASSES)[number]> & { classes: string[] };

const limits = (field: 'minLength' | 'expiryDays' | 'historyCount') => ({ min: POLICY_LIMITS[field][0], max: POLICY_LIMITS[field][1] });
const fromForm = (v: FormValues): PolicyFields => ({
  name: v.name.trim(),
  minLength: v.minLength,
  expiryDays: v.expiryDays,
  historyCount: v.historyCount,
  ...(Object.fromEntries(CLASSES.map((c) => [c, (v.classes ?? []).includes(c)])) as Record<(typeof CLASSES)[number], boolean>),
});

/** The policy's fields; the length check is the domain's (not below the number of required classes). */
const FIELDS: AdminField[] = [
  { name: 'name', label: 'admin.policy.field.name', required: 'admin.policy.error.nameRequired', max: POLICY_LIMITS.nameMax },
  {
    name: 'minLength',
    label: 'admin.policy.field.minLength',
    kind: 'number',
    ...limits('minLength'),
    required: 'admin.policy.error.minLength',
    check: (_, values) => {
      const error = checkPolicy(fromForm({ ...(values as FormValues), name: 'x' }));
      return error?.key === 'admin.policy.error.tooShortForClasses' ? error : null;
    },
  },
  { name: 'classes', label: 'admin.policy.field.classes', kind: 'checkboxes', options: CLASSES.map((c) => ({ value: c, label: `admin.policy.field.${c}` })) },
  { name: 'expiryDays', label: 'admin.policy.field.expiryDays', kind: 'number', ...limits('expiryDays'), required: 'admin.policy.error.expiryDays', extra: 'admin.policy.expiryHint' },
  { name: 'historyCount', label: 'admin.policy.field.historyCount', kind: 'number', ...limits('historyCount'), required: 'admin.policy.error.historyCount', extra: 'admin.policy.historyHint' },
];

export default function PasswordTemplatePage() {
  const intl = useIntl();
  const t = translator(intl);
  const access = useAccess() as PortalAccess;
  const can = {
    create: access.hasElement(adminCodes.passwordTemplate.create),
    update: access.hasElement(adminCodes.passwordTemplate.update),
    delete: access.hasElement(adminCodes.passwordTemplate.delete),
    activate: access.hasElement(adminCodes.passwordTemplate.activate),
  };
  const { data, loading, refresh } = useApi(passwordApi.templates);
  const [editing, setEditing] = useState<PasswordPolicy | 'new' | null>(null);

  const done = () => {
    message.success(t('admin.common.saved'));
    refresh();
  };

  const toForm = (p: PasswordPolicy): FormValues => ({
    name: p.name,
    minLength: p.minLength,
    expiryDays: p.expiryDays,
    historyCount: p.historyCount,
    classes: CLASSES.filter((c) => p[c]),
  });

  return (
    <PageContainer title={t('menu.passwordTemplate')}>
      <Card
        size="small"
        extra={
          can.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('admin.policy.create')}
            </Button>
          )
        }
        title={t('menu.passwordTemplate')}
      >
        <Table<PasswordPolicy>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={data ?? []}
          pagination={false}
          columns={[
            {
              title: t('admin.policy.field.name'),
              dataIndex: 'name',
              render: (_, p) => (
                <Space>
                  <span>{p.name}</span>
                  {p.active && <Tag color="green">{t('admin.policy.activeTag')}</Tag>}
                </Space>
              ),
            },
            { title: t('admin.policy.field.minLength'), dataIndex: 'minLength', width: 100, align: 'right' },
            {
              title: t('admin.policy.field.classes'),
              key: 'classes',
              render: (_, p) => CLASSES.filter((c) => p[c]).map((c) => <Tag key={c}>{t(`admin.policy.field.${c}`)}</Tag>),
            },
            {
              title: t('admin.policy.field.expiryDays'),
              dataIndex: 'expiryDays',
              width: 130,
              render: (d: number) => (d ? d : t('admin.policy.never')),
            },
            {
              title: t('admin.policy.field.historyCount'),
              dataIndex: 'historyCount',
              width: 150,
              render: (n: number) => (n ? n : t('admin.policy.noHistory')),
            },
            {
              title: t('admin.common.actions'),
              key: 'actions',
              width: 200,
              render: (_, p) => (
                <Space>
                  {can.update && <ActionLink onClick={() => setEditing(p)}>{t('admin.common.edit')}</ActionLink>}
                  {can.activate && !p.active && (
                    <Popconfirm
                      title={t('admin.policy.confirmActivate', { name: p.name })}
                      onConfirm={() => passwordApi.activate(p.id).then(done).catch(() => undefined)}
                    >
                      <ActionLink>{t('admin.policy.activate')}</ActionLink>
                    </Popconfirm>
                  )}
                  {can.delete && (
                    <Tooltip title={p.active ? t('admin.policy.error.deleteActive') : undefined}>
                      <Popconfirm
                        title={t('admin.common.confirmDelete', { name: p.name })}
                        disabled={p.active}
                        onConfirm={() => passwordApi.remove(p.id).then(done).catch(() => undefined)}
                      >
                        <Button type="link" size="small" danger disabled={p.active} style={{ padding: 0 }}>
                          {t('admin.common.delete')}
                        </Button>
                      </Popconfirm>
                    </Tooltip>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <AdminForm<FormValues>
        title={t(editing === 'new' ? 'admin.policy.create' : 'admin.policy.edit')}
        open={!!editing}
        creating={editing === 'new'}
        fields={FIELDS}
        initialValues={editing && editing !== 'new' ? toForm(editing) : { minLength: 8, expiryDays: 90, historyCount: 3, classes: ['requireUpper', 'requireLower', 'requireDigit'] }}
        onCancel={() => setEditing(null)}
        onFinish={async (values) => {
          const fields = fromForm(values);
          if (editing === 'new') await passwordApi.create(fields);
          else if (editing) await passwordApi.update(editing.id, { ...fields, version: editing.version });
          setEditing(null);
          done();
        }}
      />
    </PageContainer>
  );
}
