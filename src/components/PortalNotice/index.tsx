/**
 * Portal content as the home page shows it (网站维护's announcements and banners): a banner is a
 * coloured strip with its title, text and link; an announcement a line with its title, period and
 * text. The home card shows what is live for the user; 网站维护's preview shows one item the same way.
 *
 * The announcements are a plain list drawn like antd's small List (./index.less): antd's List brings
 * its Pagination, and with it the Select of the page-size changer (≈ 40 KiB of JS on /home) for a
 * list of a few lines that is never paged (docs/changelog/performance-history.md, issue 17). Each title is a heading one
 * level below home's sections (h2), so the page's headings run in order.
 */
import { NotificationOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { isExternalLink, PORTAL_LINK } from '@/domain/links';
import type { LiveItem } from '@/domain/portalContent';
import './index.less';

interface Props {
  items: LiveItem[];
  /** follow an item's link inside the portal (a path; an https link opens in a new window by itself) */
  onOpen: (link: string) => void;
  texts: { open: string; period: (start: string, end: string) => string };
}

const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

export default function PortalNotice({ items, onOpen, texts }: Props) {
  const banners = items.filter((i) => i.kind === 'BANNER');
  const notices = items.filter((i) => i.kind !== 'BANNER');
  // a path stays in the portal; an https address opens in a new window that cannot reach the portal;
  // anything else (a stored link from before the rule, `//host/…`) is not offered
  const open = (i: LiveItem): ReactNode => {
    const link = i.link ?? '';
    if (!PORTAL_LINK.test(link)) return null;
    return isExternalLink(link) ? (
      <Button size="small" type="link" href={link} target="_blank" rel="noopener noreferrer">
        {texts.open}
      </Button>
    ) : (
      <Button size="small" type="link" onClick={() => onOpen(link)}>
        {texts.open}
      </Button>
    );
  };
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
        <ul className="portal-notice-list">
          {notices.map((n) => (
            <li key={n.id} className="portal-notice-item">
              <div className="portal-notice-item-meta">
                <div className="portal-notice-item-avatar">
                  <NotificationOutlined />
                </div>
                <div className="portal-notice-item-content">
                  <h3 className="portal-notice-item-title">{n.title}</h3>
                  <div className="portal-notice-item-description">
                    <Typography.Text type="secondary">{texts.period(day(n.startAt), day(n.endAt))}</Typography.Text>
                    {n.content && <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{n.content}</Typography.Paragraph>}
                  </div>
                </div>
              </div>
              {open(n)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
