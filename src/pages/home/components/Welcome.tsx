import { useIntl } from '@umijs/max';
import { Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { usePortalMenu } from './usePortalMenu';

const greetingKey = (hour: number) => (hour < 12 ? 'shell.home.greeting.morning' : hour < 18 ? 'shell.home.greeting.afternoon' : 'shell.home.greeting.evening');

export default function Welcome() {
  const intl = useIntl();
  const { state, pages } = usePortalMenu();
  const now = dayjs();
  const date = intl.formatDate(now.toDate(), { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
  return (
    <Card variant="borderless">
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {intl.formatMessage({ id: greetingKey(now.hour()) }, { name: state?.user.userName ?? '' })}
      </Typography.Title>
      <Typography.Text type="secondary">
        {intl.formatMessage({ id: 'shell.home.subtitle' }, { userNo: state?.user.userNo ?? '', date })}
        {' · '}
        {intl.formatMessage({ id: 'shell.home.pages' }, { count: pages.length })}
      </Typography.Text>
    </Card>
  );
}
