/**
 * The master–detail layout of 组织结构: the tree on the left (in a card with its title, toolbar, search
 * box and a line of help), the selected unit's card on the right.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Card, Col, Row, Typography } from 'antd';
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
  /** the left card: its title (text), toolbar, search box (placeholder locale key) and a line of help under it (locale key) */
  card: { title: ReactNode; extra?: ReactNode; search?: string; onSearch?: (q: string) => void; hint?: string | false };
  master: ReactNode;
  /** the selected record's card */
  detail: ReactNode;
  /** what follows the layout (the page's dialogs) */
  children?: ReactNode;
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
          <Card size="small" title={card.title} extra={card.extra}>
            {card.search && <SearchBox label={card.search} onSearch={(q) => card.onSearch?.(q)} style={{ marginBottom: 8 }} />}
            {props.master}
            {card.hint && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
                {t(card.hint)}
              </Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} {...right}>
          {props.detail}
        </Col>
      </Row>
      {props.children}
    </PageContainer>
  );
}
