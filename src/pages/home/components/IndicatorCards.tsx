/**
 * Home: a few key service figures of this month (服务指标, docs/service-indicators.md), each a button to
 * the dashboard. For the holders of the dashboard's page (the home decides the card's presence at its
 * first paint from the page code); the body keeps the home cards' one height (./cardBody.ts) in every
 * state, so nothing moves when the figures arrive.
 */
import { BarChartOutlined } from '@ant-design/icons';
import { history, useIntl } from '@umijs/max';
import { Button, Card, Col, Empty, Result, Row, Skeleton, Space, Statistic } from 'antd';
import type { CSSProperties } from 'react';
import ActionLink from '@/components/ActionLink';
import { useApi } from '@/core/request';
import { INDICATORS_PAGE, percent, presetPeriod, type FigureKey } from '@/domain/indicators';
import { indicatorService } from '@/services/indicators';
import { HOME_CARD_BODY } from './cardBody';

/** The figures home shows, in this order, of those the user's desks give. */
const HOME_FIGURES: readonly FigureKey[] = ['aogResponse', 'repairTat', 'onTimeDelivery', 'coreReturn', 'supportResponse', 'complaintClosure'];
const SHOWN = 4;
const DASHBOARD = `/${INDICATORS_PAGE}`;
/** a figure: a plain button filling its half of the card (Tab reaches it, Enter opens the dashboard) */
const TILE: CSSProperties = {
  background: 'none',
  border: 'none',
  font: 'inherit',
  textAlign: 'left',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  padding: '4px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  outlineOffset: 2,
};

/** This month's figures (named: home's card-space test answers it by name). */
function thisMonth() {
  return indicatorService.get(presetPeriod('thisMonth', Date.now()));
}

export default function IndicatorCards() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, loading, error, refresh } = useApi(thisMonth, { refreshOnWindowFocus: true });
  // the figures with something measured this month first (in HOME_FIGURES' order), then the rest
  const mine = (data?.figures ?? []).filter((f) => HOME_FIGURES.includes(f.key));
  const figures = [...mine.filter((f) => f.share !== null), ...mine.filter((f) => f.share === null)].slice(0, SHOWN);
  const open = () => history.push(DASHBOARD);
  return (
    <Card
      data-testid="home-indicators"
      title={
        <Space>
          <BarChartOutlined />
          <span>{t('indicators.home.title')}</span>
        </Space>
      }
      extra={<ActionLink onClick={open}>{t('indicators.home.more')}</ActionLink>}
      styles={{ body: HOME_CARD_BODY }}
    >
      {error && !data ? (
        <Result status="warning" title={t('indicators.loadFailed')} extra={<Button onClick={refresh}>{t('indicators.retry')}</Button>} />
      ) : loading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : figures.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('indicators.empty')} />
      ) : (
        <Row gutter={[12, 12]}>
          {figures.map((f) => (
            <Col key={f.key} span={12}>
              <button type="button" onClick={open} data-figure={f.key} style={TILE}>
                <Statistic
                  title={t(`indicators.figure.${f.key}`)}
                  value={percent(f.share) ?? t('indicators.notMeasured')}
                  styles={{ content: percent(f.share) ? { fontSize: 24 } : { fontSize: 14, color: 'var(--ant-color-text-tertiary)' } }}
                />
                <span style={{ color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>{t('indicators.measured', { met: f.met, measured: f.measured })}</span>
              </button>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
