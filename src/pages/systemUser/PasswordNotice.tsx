/** Shows a new user's initial password or a reset password, once; antd's copy button beside it. */
import { translator } from '@/admin/adminText';
import { useIntl } from '@umijs/max';
import { Alert, Button, Modal, Space, Typography } from 'antd';

/** A temporary password the server answered once: whose, and whether the user was just created. */
export interface OneTimePassword {
  name: string;
  password: string;
  created: boolean;
}

export default function PasswordNotice(props: { notice: OneTimePassword | null; onClose: () => void }) {
  const t = translator(useIntl());
  const { notice } = props;
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
          <Typography.Text code copyable style={{ fontSize: 18 }} data-testid="one-time-password">
            {notice.password}
          </Typography.Text>
          <Typography.Text type="secondary">{t('admin.user.resetDoneHint', { name: notice.name })}</Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
