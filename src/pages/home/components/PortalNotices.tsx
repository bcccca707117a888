/**
 * Home: the announcements and banners of 网站维护 live now for the signed-in user (their window holds
 * now, their audience takes the user's roles — the server decides, src/domain/portalContent.ts).
 * Nothing live: no card.
 */
import { NotificationOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Card, Space } from 'antd';
import PortalNotice from '@/components/PortalNotice';
import { useApi } from '@/core/request';
import { portalContentService } from '@/services/cbbVoice';

export default function PortalNotices() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data } = useApi(portalContentService.live, { cacheKey: 'home-portal-content', refreshOnWindowFocus: true });
  if (!data?.length) return null;
  return (
    <Card
      data-testid="home-portal-content"
      title={
        <Space>
          <NotificationOutlined />
          <span>{t('portalContent.home.title')}</span>
        </Space>
      }
      styles={{ body: { paddingTop: 8, paddingBottom: 8 } }}
    >
      <PortalNotice items={data} onOpen={(link) => history.push(link)} texts={{ open: t('portalContent.home.open'), period: (start, end) => t('portalContent.home.period', { start, end }) }} />
    </Card>
  );
}
