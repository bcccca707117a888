import { PageContainer } from '@ant-design/pro-components';
import { FormattedMessage } from '@umijs/max';
import { Result } from 'antd';

/** What a page that a later release fills shows: its title and a plain notice, nothing that pretends to work. */
export default function PendingPage({ page }: { page: string }) {
  return (
    <PageContainer title={<FormattedMessage id={`menu.${page}`} />}>
      <Result status="info" title={<FormattedMessage id="page.pending.title" />} subTitle={<FormattedMessage id="page.pending.detail" />} />
    </PageContainer>
  );
}
