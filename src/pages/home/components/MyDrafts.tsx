/**
 * Home to-do: my drafts — what I typed into a form and have not saved (src/engine/drafts.ts, kept
 * in this browser), newest first. A draft of a record opens the record; a draft of a new record
 * opens its page, where 新建 offers it back. Drafts of pages the user may no longer open are left out.
 */
import type { ClientState } from '@/core/initialState';
import { recordHref } from '@/domain/links';
import { draftStore } from '@/engine/drafts';
import { EditOutlined } from '@ant-design/icons';
import { Link, useAccess, useIntl, useModel } from '@umijs/max';
import { Badge, Card, Empty, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { HOME_CARD_BODY } from './cardBody';

const ROWS = 6;

/** A draft of the engine's form (`<resource>:<id | new>`) → where it is continued; other editors' drafts have no address here. */
function addressOf(scope: string, canOpen: (name: string) => boolean): { page: string; href: string } | null {
  const m = /^([A-Za-z][\w]*):([^:]+)$/.exec(scope);
  if (!m || !canOpen(m[1])) return null;
  return { page: m[1], href: m[2] === 'new' ? `/${m[1]}` : recordHref(m[1], m[2]) };
}

export default function MyDrafts() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as any);
  const access = useAccess() as { canOpenPage: (name: string) => boolean };
  const { initialState } = useModel('@@initialState') as { initialState?: ClientState };
  const userNo = initialState?.user.userNo ?? '';
  const drafts = useMemo(
    () =>
      draftStore()
        .list(userNo)
        .map((d) => ({ ...d, at: addressOf(d.scope, access.canOpenPage) }))
        .filter((d) => d.at),
    [userNo, access],
  );
  return (
    <Card
      data-testid="home-drafts"
      title={
        <Space>
          <EditOutlined />
          <span>{t('home.drafts.title')}</span>
          <Badge count={drafts.length} showZero style={{ backgroundColor: drafts.length ? undefined : '#d9d9d9' }} />
        </Space>
      }
      styles={{ body: HOME_CARD_BODY }}
    >
      {drafts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.drafts.none')} />
      ) : (
        <div role="list">
          {drafts.slice(0, ROWS).map((d) => (
            <Link
              key={d.scope}
              to={d.at!.href}
              role="listitem"
              style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '6px 0', borderTop: '1px solid rgba(128,128,128,.15)', color: 'inherit' }}
            >
              <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                {t(`menu.${d.at!.page}`)}
              </Tag>
              <Typography.Text ellipsis style={{ flex: 1, minWidth: 0 }}>
                {d.scope.endsWith(':new') ? t('home.drafts.new') : t('home.drafts.edit')}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
                {t('home.drafts.savedAt', { time: dayjs(d.savedAt).format('MM-DD HH:mm') })}
              </Typography.Text>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
