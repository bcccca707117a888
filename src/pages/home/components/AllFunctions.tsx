import ActionLink from '@/components/ActionLink';
import { PageIcon } from '@/core/menu/pageIcon';
import { useIntl } from '@umijs/max';
import { Card, Col, Empty, Row, Typography } from 'antd';
// antd's Input.Search from its own module: the Input index also brings the OTP and Password inputs and
// their icons, which home never draws (≈ 4 KiB of JS in its first paint; docs/changelog/performance-history.md, issue 17)
import Search from 'antd/es/input/Search';
import { useState } from 'react';
import { openEntry } from './Shortcuts';
import { usePortalMenu } from './usePortalMenu';

/** Every function the user may open, by menu group, with a quick filter: a directory of the portal. */
export default function AllFunctions() {
  const intl = useIntl();
  const { menu } = usePortalMenu();
  const [filter, setFilter] = useState('');
  if (menu.length === 0) return null;
  const title = (name: string) => intl.formatMessage({ id: `menu.${name}` });
  const needle = filter.trim().toLowerCase();
  const groups = menu
    .map((group) => {
      const entries = group.functionType === 'MENU' ? (group.subMenu ?? []) : [group];
      const shown = needle ? entries.filter((e) => title(e.name).toLowerCase().includes(needle) || title(group.name).toLowerCase().includes(needle)) : entries;
      return { group, entries: shown };
    })
    .filter((g) => g.entries.length > 0);
  return (
    <Card
      title={intl.formatMessage({ id: 'shell.home.allFunctions' })}
      extra={
        <Search
          allowClear
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={intl.formatMessage({ id: 'shell.home.filter' })}
          aria-label={intl.formatMessage({ id: 'shell.home.filter' })}
          style={{ width: 240 }}
        />
      }
    >
      {groups.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'shell.home.noMatch' }, { text: filter.trim() })} />
      ) : (
        <Row gutter={[24, 16]}>
          {groups.map(({ group, entries }) => (
            <Col key={group.name} xs={24} sm={12} lg={8} xl={6}>
              <Typography.Text strong>
                <PageIcon name={group.icon} /> {title(group.name)}
              </Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
                {entries.map((item) => (
                  <li key={item.name} style={{ padding: '2px 0' }}>
                    <ActionLink onClick={() => openEntry(item)}>{title(item.name)}</ActionLink>
                  </li>
                ))}
              </ul>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
