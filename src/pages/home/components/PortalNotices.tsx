/**
 * Home: the announcements and banners of 网站维护 live now for the signed-in user (their window holds
 * now, their audience takes the user's roles — the server decides, src/domain/portalContent.ts).
 * Nothing live: the card says so (it keeps its place from the first paint). The call goes out with home's first paint; the renderer (antd's Alert and the
 * announcements' list) is fetched only when there is something to show (./later.ts), grey lines in the card meanwhile.
 */
import { NotificationOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Card, Empty, Skeleton, Space } from 'antd';
import { useApi } from '@/core/request';
import { portalContentService } from '@/services/cbbVoice';
import { lazyPart } from './lazyPart';
import { HOME_CARD_BODY } from './cardBody';

const PortalNotice = lazyPart(() => import(/* webpackChunkName: "home-later" */ './later').then((m) => m.PortalNotice));

export default function PortalNotices() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data } = useApi(portalContentService.live, { cacheKey: 'home-portal-content', refreshOnWindowFocus: true });
  // the card is there from the first paint (grey lines until the answer): one that appeared with the
  // answer would push every card after it down
  return (
    <Card
      data-testid="home-portal-content"
      title={
        <Space>
          <NotificationOutlined />
          <span>{t('portalContent.home.title')}</span>
        </Space>
      }
      styles={{ body: HOME_CARD_BODY }}
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portalContent.home.none')} />
      ) : (
        <PortalNotice
          fallback={<Skeleton active title={false} paragraph={{ rows: Math.min(data.length * 2, 6) }} />}
          inline
          items={data}
          onOpen={(link) => history.push(link)}
          texts={{ open: t('portalContent.home.open'), period: (start, end) => t('portalContent.home.period', { start, end }) }}
        />
      )}
    </Card>
  );
}
