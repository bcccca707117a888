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
import { domainRule, translator } from '@/admin/adminText';
import { showTime } from '@/engine/text';
import { useFeedback } from '@/engine/feedback';
import { CheckCircleTwoTone, CloseCircleTwoTone, InfoCircleOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
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
  const [saving, setSaving] = useState(false);
  const feedback = useFeedback();
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await passwordApi.change(values);
      feedback.success(t('admin.password.changed'));
      setDone(true);
      // the server has ended every session of this user: sign in again with the new password
      void logout({ delayMs: SESSION_END_REDIRECT_DELAY_MS });
    } catch {
      // the request policy has shown why; what was typed stays
    } finally {
      setSaving(false);
    }
  };

  if (!status.data) return <PageContainer title={t('menu.updatePassword')} loading />;
  const { template, userNo } = status.data;
  const ruleText = (f: PasswordFailure) => t(`admin.password.rule.${f.rule}`, f.params);
  const failures = checkPassword(template, newPassword, { userNo, oldPassword: oldPassword || undefined });
  const failed = new Set(failures.map((f) => f.rule));
  /** the new password against the template, and the confirmation against the new one: the domain's messages */
  const brokenRules = (value: unknown) =>
    checkPassword(template, String(value ?? ''), { userNo, oldPassword: form.getFieldValue('oldPassword') || undefined }).map((f) => ({
      key: `admin.password.rule.${f.rule}`,
      params: f.params,
    }));
  const mismatch = (value: unknown) => (value === form.getFieldValue('newPassword') ? null : { key: 'admin.password.mismatch' });

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
            date: showTime(expiresAt),
          })}
        />
        <Row gutter={16} wrap>
          <Col xs={24} md={14} xl={10}>
            <Card size="small" title={t('menu.updatePassword')}>
              <Form<Values> form={form} layout="vertical" onFinish={submit} disabled={done} requiredMark>
                <Form.Item name="oldPassword" label={t('admin.password.field.old')} rules={[{ required: true, message: t('admin.password.oldRequired') }]}>
                  <Input.Password autoComplete="current-password" autoFocus />
                </Form.Item>
                <Form.Item
                  name="newPassword"
                  label={t('admin.password.field.new')}
                  dependencies={['oldPassword']}
                  required
                  validateFirst
                  rules={[domainRule(t, brokenRules)]}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Form.Item
                  name="confirmPassword"
                  label={t('admin.password.field.confirm')}
                  dependencies={['newPassword']}
                  validateFirst
                  rules={[{ required: true, message: t('admin.password.mismatch') }, domainRule(t, mismatch)]}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
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
