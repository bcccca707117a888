/**
 * The breakdown of one figure by customer or by aircraft type: bars of the share met per group and a
 * table of the groups — each group's records a button (one per desk) opening the desk's list filtered to them, a
 * customer's name a link to the customer's page.
 */
import { Card, Col, Empty, Row, Segmented, Select, Skeleton, Space, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import ActionLink from '@/components/ActionLink';
import { figureOf, GROUP_BY, percent, type DeskDrill, type FigureKey, type GroupBy, type GroupRow, type IndicatorsAnswer } from '@/domain/indicators';
import { customerProfile } from '@/domain/desks/customerProfile';
import { recordViewHref } from '@/domain/menu';
import RecordLink from '@/engine/RecordLink';
import { useCan } from '@/engine/useCan';
import { deskTitle, figureTitle, medianText, type T } from '../texts';

const BarChart = lazy(() => import('./Charts').then((m) => ({ default: m.BarChart })));

interface Props {
  data: IndicatorsAnswer;
  t: T;
  by: GroupBy;
  onBy: (by: GroupBy) => void;
  figure: FigureKey;
  onFigure: (key: FigureKey) => void;
  onDrill: (desk: DeskDrill) => void;
}

export default function Breakdown({ data, t, by, onBy, figure, onFigure, onDrill }: Props) {
  const answer = data.figures.find((f) => f.key === figure) ?? data.figures[0];
  const rows = data.groups?.by === by ? data.groups.figures[answer.key] : undefined;
  const grouped = figureOf(answer.key)?.groups.includes(by);
  // a bar opens the list of the desk holding most of its records; the table offers each desk's
  const drill = (row: GroupRow) => onDrill([...row.desks].sort((a, b) => b.count - a.count)[0]);
  // a customer's name opens the customer's page, for whoever may open it (as everywhere in the portal)
  const can = useCan();
  const customerPage = (r: GroupRow) => (by === 'customer' && can(customerProfile.codes.read) ? recordViewHref(customerProfile.key, r.key) : undefined);
  return (
    <Card
      size="small"
      title={t('indicators.breakdown')}
      data-testid="indicator-breakdown"
      extra={
        <Space wrap>
          <Segmented<GroupBy>
            aria-label={t('indicators.breakdown')}
            value={by}
            onChange={onBy}
            options={GROUP_BY.map((g) => ({ value: g, label: t(`indicators.breakdown.by.${g}`) }))}
          />
          <Select<FigureKey>
            aria-label={t('indicators.breakdown.figure')}
            style={{ width: 200 }}
            value={answer.key}
            onChange={onFigure}
            options={data.figures.map((f) => ({ value: f.key, label: figureTitle(t, f.key) }))}
          />
        </Space>
      }
    >
      {!grouped ? (
        <Empty description={t('indicators.breakdown.none')} />
      ) : !rows ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={12}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <figure aria-label={`${figureTitle(t, answer.key)} · ${t(`indicators.breakdown.by.${by}`)}`} style={{ margin: 0 }}>
                <BarChart rows={rows} onDrill={drill} />
              </figure>
            </Suspense>
          </Col>
          <Col xs={24} xl={12}>
            <Table<GroupRow>
              size="small"
              rowKey="key"
              dataSource={rows}
              pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
              columns={[
                {
                  key: 'group',
                  title: t('indicators.col.group'),
                  render: (_v, r) => {
                    const href = customerPage(r);
                    return href ? <RecordLink href={href}>{r.label}</RecordLink> : <Typography.Text>{r.label}</Typography.Text>;
                  },
                },
                { key: 'share', title: t('indicators.col.share'), align: 'right', render: (_v, r) => percent(r.share) ?? '—' },
                ...(answer.unit
                  ? [
                      {
                        key: 'median',
                        title: t('indicators.col.median'),
                        align: 'right' as const,
                        render: (_v: unknown, r: GroupRow) => medianText(t, { unit: answer.unit, median: r.median }) ?? '—',
                      },
                    ]
                  : []),
                {
                  key: 'records',
                  title: t('indicators.col.records'),
                  align: 'right',
                  render: (_v, r) =>
                    r.desks.length === 1 ? (
                      <ActionLink onClick={() => drill(r)} aria-label={`${r.count} · ${r.label} · ${t('indicators.drill')}`}>
                        {r.count}
                      </ActionLink>
                    ) : (
                      <Space size={4} wrap style={{ justifyContent: 'flex-end' }}>
                        {/* the group's total, then each desk's part, as on the figure's card */}
                        <span>{r.count}</span>
                        {r.desks
                          .filter((d) => d.count > 0)
                          .map((d) => {
                            const part = t('indicators.deskRecords', { desk: deskTitle(t, d.resource), n: d.count });
                            return (
                              <ActionLink key={d.resource} onClick={() => onDrill(d)} aria-label={`${part} · ${r.label} · ${t('indicators.drill')}`}>
                                {part}
                              </ActionLink>
                            );
                          })}
                      </Space>
                    ),
                },
              ]}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
