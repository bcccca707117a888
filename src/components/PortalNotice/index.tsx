/**
 * Portal content as the home page shows it (网站维护's announcements and banners): a banner is a
 * coloured strip with its title, text and link; an announcement a line with its title, period and
 * text. The home card shows what is live for the user; 网站维护's preview shows one item the same way.
 */
import { NotificationOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button, List, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { LiveItem } from '@/domain/portalContent';


interface Props {
  items: LiveItem[];
  /** follow an item's link inside the portal */
  onOpen: (link: string) => void;
  texts: { open: string; period: (start: string, end: string) => string };
}

const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

export default function PortalNotice({ items, onOpen, texts }: Props) {
  const banners = items.filter((i) => i.kind === 'BANNER');
  const notices = items.filter((i) => i.kind !== 'BANNER');
  const open = (i: LiveItem): ReactNode =>
    i.link ? (
      <Button size="small" type="link" onClick={() => onOpen(i.link!)}>
        {texts.open}
      </Button>
    ) : null;
  return (
    <div className="portal-notice" data-testid="portal-notice">
      {banners.map((b) => (
        <Alert
          key={b.id}
          type="info"
          showIcon
          icon={<SoundOutlined />}
          style={{ marginBottom: 8 }}
          title={<Typography.Text strong>{b.title}</Typography.Text>}
          description={b.content || undefined}
          action={open(b)}
        />
      ))}
      {notices.length > 0 && (
        <List
          size="small"
          dataSource={notices}
          renderItem={(n) => (
            <List.Item key={n.id} extra={open(n)}>
              <List.Item.Meta
                avatar={<NotificationOutlined />}
                title={n.title}
                description={
                  <>
                    <Typography.Text type="secondary">{texts.period(day(n.startAt), day(n.endAt))}</Typography.Text>
                    {n.content && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{n.content}</Typography.Paragraph>}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
