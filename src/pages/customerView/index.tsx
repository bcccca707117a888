/**
 * The customer's page (客户视图, `/customerProfile/:id`, docs/customers.md): one customer on one
 * screen — its head facts (codes, status with the hold reason, the 24 h AOG contact, the fleet), the
 * account manager's figures and, per desk the user may open, that customer's records in the desk's
 * own list (filters, detail, actions, create with the customer set), with a link to the desk's list
 * filtered to the customer. The figures and counts are the server's (`GET …/customers/:id/overview`,
 * only what the user may see); a change saved anywhere in the portal refreshes them.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useParams } from '@umijs/max';
import { Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useApi } from '@/core/request/hooks';
import { useTabLabel } from '@/core/tabs/labels';
import { customerProfile } from '@/domain/desks/customerProfile';
import { recordHref } from '@/domain/links';
import { bizInfo } from '@/services/resource';
import { customerService } from '@/services/customers';
import { StatusTag, useResourceText } from '@/engine';
import { ANY_RESOURCE, useChangeAnnouncements } from '@/engine/changes';
import RecordLink from '@/engine/RecordLink';
import CustomerFacts from './CustomerFacts';
import CustomerRecords from './CustomerRecords';
import Figures from './Figures';

export default function CustomerView() {
  const { id = '' } = useParams<{ id: string }>();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const text = useResourceText(customerProfile);
  // a failure is the page's own state below (not found, or retry): nothing to log
  const overview = useApi(() => customerService.overview(id), { refreshDeps: [id], onError: () => undefined });
  // a record saved anywhere (this page's lists, another tab): the figures and counts again
  useChangeAnnouncements(ANY_RESOURCE, () => overview.refresh());
  const [desk, setDesk] = useState<string>();
  const record = overview.data?.customer;
  const name = record ? String(record.name ?? '') : undefined;
  useTabLabel(name);

  const failure = overview.error;
  if (failure) {
    const missing = bizInfo(failure)?.errorCode === 'NOT_FOUND';
    return (
      <PageContainer title={t('menu.customerView')}>
        <Result
          status={missing ? '404' : 'error'}
          title={t(missing ? 'customerView.notFound' : 'customerView.loadFailed')}
          subTitle={missing ? undefined : bizInfo(failure)?.errorMessage}
          extra={
            missing ? undefined : (
              <Button type="primary" onClick={() => overview.refresh()}>
                {t('customerView.retry')}
              </Button>
            )
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer
      title={name ?? t('menu.customerView')}
      subTitle={record ? [record.shortName, record.code].filter(Boolean).join(' · ') : undefined}
      tags={record ? <StatusTag def={customerProfile} status={record.status} text={text} record={record} /> : undefined}
      extra={<RecordLink href={recordHref(customerProfile.key, id)}>{t('customerView.openInMaster')}</RecordLink>}
    >
      {!record || !overview.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <CustomerFacts record={record} overview={overview.data} text={text} t={t} />
          <Figures figures={overview.data.figures} t={t} onOpen={setDesk} />
          <CustomerRecords customerId={id} desks={overview.data.desks} surveys={overview.data.surveys} active={desk} onActive={setDesk} t={t} />
        </>
      )}
    </PageContainer>
  );
}
