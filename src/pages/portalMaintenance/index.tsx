/** 网站维护: announcements and home banners with publish windows and audiences, previewed as the home page shows them. */
import { history, useIntl } from '@umijs/max';
import { Card, Typography } from 'antd';
import PortalNotice from '@/components/PortalNotice';
import type { LiveItem } from '@/domain/portalContent';
import { portalContent } from '@/domain/desks/voice';
import { ResourcePage } from '@/engine';
import { firstPageOf } from '@/engine/useFirstPage';

function Preview({ item }: { item: LiveItem }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Card size="small" title={t('portalMaintenance.preview.title')} style={{ marginTop: 16 }} data-testid="portal-preview">
      <Typography.Paragraph type="secondary">{t('portalMaintenance.preview.hint')}</Typography.Paragraph>
      <PortalNotice
        items={[item]}
        onOpen={(link) => history.push(link)}
        texts={{ open: t('portalContent.home.open'), period: (start, end) => t('portalContent.home.period', { start, end }) }}
      />
    </Card>
  );
}

export const preload = firstPageOf(portalContent);

export default () => <ResourcePage resource={portalContent} detailExtra={(record) => <Preview item={record as unknown as LiveItem} />} />;
