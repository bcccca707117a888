import { BASIC_OPS_URL } from '@/domain/endpoints';
import { PageIcon } from '@/core/menu/pageIcon';
import { menuTarget, type MenuItem } from '@/domain/menu';
import { history, useIntl } from '@umijs/max';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { usePortalMenu } from './usePortalMenu';

const MAX_SHORTCUTS = 8;

/** Opens a menu entry as the menu would. */
export function openEntry(item: MenuItem) {
  const target = menuTarget(item, BASIC_OPS_URL);
  if (target.external) window.open(target.url, '_blank', 'noopener,noreferrer');
  else history.push(target.url);
}

/** The user's shortcuts (personal configuration), else their first permitted pages. */
export default function Shortcuts() {
  const intl = useIntl();
  const { state, pages } = usePortalMenu();
  const byName = new Map(pages.map((p) => [p.name, p]));
  const preferred = (state?.personalConfig.shortcuts ?? []).map((n) => byName.get(n)).filter((p): p is MenuItem => !!p);
  const shortcuts = (preferred.length ? preferred : pages).slice(0, MAX_SHORTCUTS);
  return (
    <Card
      title={intl.formatMessage({ id: 'shell.home.shortcuts' })}
      extra={<Typography.Text type="secondary">{intl.formatMessage({ id: 'shell.home.shortcutsHint' })}</Typography.Text>}
    >
      {shortcuts.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'shell.home.noShortcuts' })} />
      ) : (
        <Row gutter={[12, 12]}>
          {shortcuts.map((item) => (
            <Col key={item.name} xs={12} sm={8} md={6} xl={3}>
              <Card
                hoverable
                size="small"
                className="portal-shortcut"
                role="link"
                tabIndex={0}
                onClick={() => openEntry(item)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), openEntry(item))}
                styles={{ body: { textAlign: 'center', padding: '16px 8px' } }}
              >
                <div style={{ fontSize: 24, color: '#1677ff' }}>
                  <PageIcon name={item.icon} />
                </div>
                <div style={{ marginTop: 8 }}>{intl.formatMessage({ id: `menu.${item.name}` })}</div>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
