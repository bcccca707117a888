/**
 * The master–detail layout of the administration pages: a list or tree on the left (in a card with
 * its title, toolbar and a search box, or bare), the selected record's editor on the right — or, with
 * nothing selected, an empty card saying so.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert, Card, Col, Empty, Row, Space, Typography } from 'antd';
import type { ColProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { translator } from './adminText';
import { SearchBox } from './controls';

/** The selected record of a master list: the one chosen while it is listed, else `fallback` (the first). */
export function useSelected<R>(list: R[], keyOf: (row: R) => string, fallback: R | undefined = list[0]) {
  const [selected, setSelected] = useState<string>();
  const current = list.find((r) => keyOf(r) === selected) ?? fallback;
  return [current, setSelected] as const;
}

export interface MasterDetailProps {
  /** locale key of the page's title */
  title: string;
  /** the left column's width (default xs 24, lg 9, xl 8); the right takes the rest */
  cols?: Pick<ColProps, 'md' | 'lg' | 'xl'>;
  /** the left card: its title (text), toolbar, search box (placeholder locale key) and a line of help under it (locale key); none: the master stands bare */
  card?: { title: ReactNode; extra?: ReactNode; search?: string; onSearch?: (q: string) => void; hint?: string | false };
  master: ReactNode;
  /** the selected record's editor; undefined: the empty card */
  detail?: ReactNode;
  /** the empty card's text (locale key) and whether it is still loading */
  empty?: string;
  loading?: boolean;
  /** what follows the layout (the page's dialogs) */
  children?: ReactNode;
}

/** The detail's card while nothing is selected (`text`: locale key), or while the data loads. */
export function EmptyCard(props: { text?: string; loading?: boolean }) {
  const t = translator(useIntl());
  return (
    <Card size="small" loading={props.loading}>
      <Empty description={t(props.text ?? 'admin.common.noSelection')} />
    </Card>
  );
}

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

export default function MasterDetail(props: MasterDetailProps) {
  const t = translator(useIntl());
  const left = props.cols ?? { lg: 9, xl: 8 };
  const right = Object.fromEntries(Object.entries(left).map(([k, v]) => [k, 24 - (v as number)]));
  const { card } = props;
  return (
    <PageContainer title={t(props.title)}>
      <Row gutter={16} wrap>
        <Col xs={24} {...left}>
          {card ? (
            <Card size="small" title={card.title} extra={card.extra}>
              {card.search && <SearchBox label={card.search} onSearch={(q) => card.onSearch?.(q)} style={{ marginBottom: 8 }} />}
              {props.master}
              {card.hint && (
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                  {t(card.hint)}
                </Typography.Text>
              )}
            </Card>
          ) : (
            props.master
          )}
        </Col>
        <Col xs={24} {...right}>
          {props.detail ?? <EmptyCard text={props.empty} loading={props.loading} />}
        </Col>
      </Row>
      {props.children}
    </PageContainer>
  );
}
