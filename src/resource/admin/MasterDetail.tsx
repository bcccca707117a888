/**
 * The master–detail layout of the administration pages: a list or tree on the left (in a card with
 * its title, toolbar and a search box, or bare), the selected record's editor on the right — or, with
 * nothing selected, an empty card saying so.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Col, Empty, Input, Row } from 'antd';
import type { ColProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { translator } from './adminText';

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
  /** the left card: its title (text), toolbar and search box (placeholder locale key); none: the master stands bare */
  card?: { title: ReactNode; extra?: ReactNode; search?: string; onSearch?: (q: string) => void };
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
              {card.search && <Input.Search allowClear placeholder={t(card.search)} aria-label={t(card.search)} onChange={(e) => card.onSearch?.(e.target.value)} style={{ marginBottom: 8 }} />}
              {props.master}
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
