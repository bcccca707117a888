import { MenuIcon } from '@/core/menu/icons';
import { useIntl } from '@umijs/max';
import { Card, Col, Row, Typography } from 'antd';
import { openEntry } from './Shortcuts';
import { usePortalMenu } from './usePortalMenu';

/** Every function the user may open, by menu group: a directory of the portal. */
export default function AllFunctions() {
  const intl = useIntl();
  const { menu } = usePortalMenu();
  if (menu.length === 0) return null;
  return (
    <Card title={intl.formatMessage({ id: 'shell.home.allFunctions' })}>
      <Row gutter={[24, 16]}>
        {menu.map((group) => {
          const entries = group.functionType === 'MENU' ? (group.subMenu ?? []) : [group];
          return (
            <Col key={group.name} xs={24} sm={12} lg={8} xl={6}>
              <Typography.Text strong>
                <MenuIcon name={group.icon} /> {intl.formatMessage({ id: `menu.${group.name}` })}
              </Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
                {entries.map((item) => (
                  <li key={item.name} style={{ padding: '2px 0' }}>
                    <Typography.Link onClick={() => openEntry(item)}>{intl.formatMessage({ id: `menu.${item.name}` })}</Typography.Link>
                  </li>
                ))}
              </ul>
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
