/**
 * 修改密码: old, new and confirm, checked as one types against the current password template (every
 * rule listed, ticked when met); the server checks again — wrong old password, reuse of recent ones —
 * and names the rule that failed. After a change the session ends and the user signs in again.
 * A user whose password must be changed (reset by an administrator, or expired) is confined here until
 * it is: the page says so first.
 */
import { logout, SESSION_END_REDIRECT_DELAY_MS } from '@/core/auth';
import { useApi } from '@/core/request';
import { checkPassword, policyRules, type PasswordFailure } from '@/domain/admin/password';
import { passwordApi } from '@/services/admin';
import { AdminFields, type AdminField } from '@/admin/AdminFields';
import { useDraftSave } from '@/admin/DraftBar';
import { formatTime, translator } from '@/admin/adminText';
import { CheckCircleTwoTone, CloseCircleTwoTone, InfoCircleOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';

type Values = Parameters<typeof passwordApi.change>[0];

export default function UpdatePasswordPage() {
  const intl = useIntl();
  const t = translator(intl);
  const status = useApi(passwordApi.status);
  const [form] = Form.useForm<Values>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const oldPassword = Form.useWatch('oldPassword', form) ?? '';
  const [done, setDone] = useState(false);
  const { saving, save: submit } = useDraftSave(
    (values: Values) => passwordApi.change(values),
    () => {
      setDone(true);
      // the server has ended every session of this user: sign in again with the new password
      void logout({ delayMs: SESSION_END_REDIRECT_DELAY_MS });
    },
    'admin.password.changed',
  );

  if (!status.data) return <PageContainer title={t('menu.updatePassword')} loading />;
  const { template, userNo } = status.data;
  const ruleText = (f: PasswordFailure) => t(`admin.password.rule.${f.rule}`, f.params);
  const failures = checkPassword(template, newPassword, { userNo, oldPassword: oldPassword || undefined });
  const failed = new Set(failures.map((f) => f.rule));
  const fields: AdminField[] = [
    {
      name: 'oldPassword',
      label: 'admin.password.field.old',
      kind: 'password',
      required: 'admin.password.oldRequired',
      fieldProps: { autoComplete: 'current-password' },
    },
    {
      name: 'newPassword',
      label: 'admin.password.field.new',
      kind: 'password',
      required: true,
      dependencies: ['oldPassword'],
      check: (value, v) =>
        checkPassword(template, value, { userNo, oldPassword: (v.oldPassword as string) || undefined }).map((f) => ({
          key: `admin.password.rule.${f.rule}`,
          params: f.params,
        })),
      fieldProps: { autoComplete: 'new-password' },
    },
    {
      name: 'confirmPassword',
      label: 'admin.password.field.confirm',
      kind: 'password',
      required: 'admin.password.mismatch',
      dependencies: ['newPassword'],
      check: (value, v) => (value === v.newPassword ? null : { key: 'admin.password.mismatch' }),
      fieldProps: { autoComplete: 'new-password' },
    },
  ];

  const { expired, expiresAt, mustChange, changeDue } = status.data;

  return (
    <PageContainer title={t('menu.updatePassword')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {changeDue && !done && (
          // the portal is closed until the password is changed: say why, and what happens after
          <Alert
            type="warning"
            showIcon
            className="password-change-due"
            title={t('admin.password.gate.title')}
            description={
              <>
                <div>{t(`admin.password.gate.${changeDue}`)}</div>
                <div>{t('admin.password.gate.detail')}</div>
              </>
            }
          />
        )}
        {mustChange && !changeDue && <Alert type="warning" showIcon title={t('admin.password.mustChange')} />}
        <Alert
          type={expired ? 'error' : 'info'}
          showIcon
          title={t(expired ? 'admin.password.expired' : expiresAt ? 'admin.password.expiresAt' : 'admin.password.neverExpires', {
            date: formatTime(expiresAt),
          })}
        />
        <Row gutter={16} wrap>
          <Col xs={24} md={14} xl={10}>
            <Card size="small" title={t('menu.updatePassword')}>
              <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={done} requiredMark>
                <AdminFields fields={fields} autoFocus />
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('admin.password.submit')}
                </Button>
              </Form>
            </Card>
          </Col>
          <Col xs={24} md={10} xl={8}>
            <Card size="small" title={t('admin.password.requirements', { name: template.name })}>
              <ul aria-live="polite" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                {[...policyRules(template), { rule: 'whitespace' } as PasswordFailure].map((rule) => {
                  const serverOnly = rule.rule === 'history';
                  const neutral = serverOnly || !newPassword;
                  const ok = !neutral && !failed.has(rule.rule);
                  return (
                    <li key={rule.rule} data-rule={rule.rule} data-state={neutral ? 'neutral' : ok ? 'ok' : 'failed'}>
                      <Space>
                        {neutral ? (
                          <InfoCircleOutlined style={{ color: '#8c8c8c' }} />
                        ) : ok ? (
                          <CheckCircleTwoTone twoToneColor="#52c41a" />
                        ) : (
                          <CloseCircleTwoTone twoToneColor="#ff4d4f" />
                        )}
                        <Typography.Text type={neutral ? 'secondary' : ok ? 'success' : 'danger'}>{ruleText(rule)}</Typography.Text>
                      </Space>
                    </li>
                  );
                })}
              </ul>
            </Card>
          </Col>
        </Row>
      </Space>
    </PageContainer>
  );
}
