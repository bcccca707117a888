/**
 * 客服管理: the desk's conversations (a feed: queue, mine, all) and the FAQ the AI assistant answers
 * from, as two tabs. The tab is part of the address (`?tab=faq`), so a FAQ entry's address
 * (`recordHrefIn('customerService', 'faq', id)`, what the assistant cites) opens it here; only the
 * shown tab is mounted, so the record address `?id=` belongs to that tab alone.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useLocation, useNavigate } from '@umijs/max';
import { PART_PARAM, RECORD_ID_PARAM } from '@/domain/links';
import { faq } from '@/domain/desks/service';
import ResourcePage from '@/engine/ResourcePage';
import ConversationFeed from './ConversationFeed';

const CONVERSATIONS = 'conversations';

export default function CustomerServicePage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const tab = new URLSearchParams(location.search).get(PART_PARAM) === faq.key ? faq.key : CONVERSATIONS;
  const switchTo = (key: string) => {
    const next = new URLSearchParams(location.search);
    next.delete(RECORD_ID_PARAM);
    if (key === CONVERSATIONS) next.delete(PART_PARAM);
    else next.set(PART_PARAM, key);
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  };
  return (
    <PageContainer
      title={intl.formatMessage({ id: 'menu.customerService' })}
      tabActiveKey={tab}
      onTabChange={switchTo}
      tabList={[
        { key: CONVERSATIONS, tab: intl.formatMessage({ id: 'customerService.tab.conversations' }) },
        { key: faq.key, tab: intl.formatMessage({ id: 'customerService.tab.faq' }) },
      ]}
    >
      {tab === faq.key ? <ResourcePage resource={faq} embedded /> : <ConversationFeed />}
    </PageContainer>
  );
}
