/** Shows a new user's initial password or a reset password, once, with a copy button. */
import { translator } from '@/resource/admin/adminText';
import { CopyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, message, Modal, Space, Typography } from 'antd';

export default function PasswordNotice(props: { notice: { name: string; password: string; created: boolean } | null; onClose: () => void }) {
  const t = translator(useIntl());
  const { notice } = props;
  const copy = async () => {
    if (!notice) return;
    try {
      await navigator.clipboard.writeText(notice.password);
      message.success(t('admin.user.copied'));
    } catch {
      // no clipboard access (insecure context): the password stays selectable on screen
    }
  };
  return (
    <Modal
      open={!!notice}
      title={t(notice?.created ? 'admin.user.initialPassword' : 'admin.user.resetDone')}
      onCancel={props.onClose}
      footer={
        <Button type="primary" onClick={props.onClose}>
          {t('admin.common.ok')}
        </Button>
      }
      destroyOnHidden
    >
      {notice && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {notice.created && <Alert type="success" showIcon title={t('admin.user.createdHint')} />}
          <Space>
            <Typography.Text code copyable={false} style={{ fontSize: 18 }} data-testid="one-time-password">
              {notice.password}
            </Typography.Text>
            <Button icon={<CopyOutlined />} onClick={copy}>
              {t('admin.user.copy')}
            </Button>
          </Space>
          <Typography.Text type="secondary">{t('admin.user.resetDoneHint', { name: notice.name })}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
