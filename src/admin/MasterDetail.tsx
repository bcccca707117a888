/** The selected record's card of the administration pages (用户角色's role and its grants). */
import { useIntl } from '@umijs/max';
import { Alert, Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { translator } from './adminText';

/**
 * The selected record's card: its name with what identifies it (`sub`, secondary) and its `tags`, its
 * toolbar (`extra`: the record's actions, the draft bar), a line of information (`hint`: locale key)
 * over the content.
 */
export function DetailCard(props: {
  name: ReactNode;
  sub?: ReactNode;
  tags?: ReactNode;
  extra?: ReactNode;
  hint?: string;
  loading?: boolean;
  children?: ReactNode;
}) {
  const t = translator(useIntl());
  const title = (
    <Space>
      {props.name}
      {props.sub && <Typography.Text type="secondary">{props.sub}</Typography.Text>}
      {props.tags}
    </Space>
  );
  return (
    <Card size="small" title={title} extra={props.extra} loading={props.loading}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {props.hint && <Alert type="info" showIcon title={t(props.hint)} />}
        {props.children}
      </Space>
    </Card>
  );
}
