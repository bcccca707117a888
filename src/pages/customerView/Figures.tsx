/** The account manager's figures: each a number the server counted, a click opens its desk's list below. */
import { Card, Col, Row, Statistic } from 'antd';
import type { OverviewFigure } from '@/domain/customerOverview';

type T = (key: string, values?: Record<string, string | number>) => string;

/** figures that are bad news when above zero (shown red) */
const ALARMING = new Set(['overdueCores', 'repairsPastTat']);

export default function Figures({ figures, t, onOpen }: { figures: OverviewFigure[]; t: T; onOpen: (resource: string) => void }) {
  if (figures.length === 0) return null;
  return (
    <Row gutter={16} style={{ marginBottom: 16 }} role="list" aria-label={t('customerView.figures')}>
      {figures.map((f) => (
        <Col key={f.key} xs={12} lg={6} role="listitem">
          <Card size="small" hoverable onClick={() => onOpen(f.resource)} data-testid={`figure-${f.key}`}>
            <Statistic
              title={t(`customerView.figure.${f.key}`)}
              value={f.value}
              styles={{ content: { color: f.value > 0 && ALARMING.has(f.key) ? 'var(--ant-color-error)' : undefined } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
