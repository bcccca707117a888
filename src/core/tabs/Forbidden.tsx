import { HOME_KEY } from './model';
import { history, useIntl } from '@umijs/max';
import { Button, Result } from 'antd';

/** What a page the user may not open shows instead (nothing of the page is loaded or fetched). */
export default function Forbidden({ titleKey }: { titleKey: string }) {
  const intl = useIntl();
  return (
    <Result
      status="403"
      title={intl.formatMessage({ id: 'shell.forbidden.title' })}
      subTitle={intl.formatMessage({ id: 'shell.forbidden.detail' }, { page: intl.formatMessage({ id: titleKey }) })}
      extra={
        <Button type="primary" onClick={() => history.push(HOME_KEY)}>
          {intl.formatMessage({ id: 'shell.backHome' })}
        </Button>
      }
    />
  );
}
