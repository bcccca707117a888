import { DisconnectOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import { useOnline } from './useOnline';

/** Across the top of the content while the browser is offline; gone once it is back. */
export default function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      banner
      type="warning"
      role="alert"
      className="portal-offline"
      icon={<DisconnectOutlined />}
      title={intl.formatMessage({ id: 'shell.offline' })}
    />
  );
}
