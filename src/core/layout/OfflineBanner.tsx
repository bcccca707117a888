import { DisconnectOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import { useOnline } from './useOnline';

/**
 * Across the top of the window while the browser is offline, above everything — an open dialog's
 * mask included — and gone once the connection is back. A plain element in the theme's warning
 * colours (antd's Alert would add its code to the entry bundle for a banner most visits never show).
 */
export default function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  const { token } = theme.useToken();
  if (online) return null;
  return (
    <div
      role="alert"
      className="portal-offline"
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: token.zIndexPopupBase + 100,
        display: 'flex',
        gap: token.marginXS,
        alignItems: 'center',
        justifyContent: 'center',
        padding: `${token.paddingXXS}px ${token.padding}px`,
        color: token.colorText,
        background: token.colorWarningBg,
        borderBottom: `1px solid ${token.colorWarningBorder}`,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      <DisconnectOutlined style={{ color: token.colorWarning }} />
      {intl.formatMessage({ id: 'shell.offline' })}
    </div>
  );
}
