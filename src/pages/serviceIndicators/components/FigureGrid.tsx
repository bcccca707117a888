/**
 * The figures of the period, one card each: the share met (or "nothing to measure"), the median, the
 * period before and the change, the standing count, and the records behind it — a button per desk
 * opening its list filtered to exactly those records. The title's icon shows the definition.
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Col, Row, Space, Statistic, Tooltip, Typography } from 'antd';
import ActionLink from '@/components/ActionLink';
import { percent, pointsDelta, type DeskDrill, type FigureAnswer, type IndicatorsAnswer } from '@/domain/indicators';
import { deskTitle, figureDefinition, figureTitle, medianText, type T } from '../texts';

interface Props {
  data: IndicatorsAnswer;
  t: T;
  onDrill: (desk: DeskDrill) => void;
}

/**
 * The records behind a figure, a button per desk opening its list filtered to them: one desk's reads
 * "N records"; a figure over several desks says its total, then each desk's part.
 */
function DeskLinks({ f, t, onDrill }: { f: FigureAnswer; t: T; onDrill: (desk: DeskDrill) => void }) {
  const title = figureTitle(t, f.key);
  if (f.desks.length === 1)
    return (
      <ActionLink
        onClick={() => onDrill(f.desks[0])}
        data-testid={`drill-${f.key}`}
        aria-label={`${t('indicators.records', { n: f.count })} · ${title} · ${t('indicators.drill')}`}
      >
        {t('indicators.records', { n: f.count })}
      </ActionLink>
    );
  return (
    <Typography.Text>
      {t('indicators.records', { n: f.count })}
      {f.desks.map((d) => {
        const part = t('indicators.deskRecords', { desk: deskTitle(t, d.resource), n: d.count });
        return (
          <span key={d.resource}>
            {' · '}
            <ActionLink onClick={() => onDrill(d)} data-testid={`drill-${f.key}-${d.resource}`} aria-label={`${part} · ${title} · ${t('indicators.drill')}`}>
              {part}
            </ActionLink>
          </span>
        );
      })}
    </Typography.Text>
  );
}

export function FigureTitle({ figureKey, data, t }: { figureKey: string; data: IndicatorsAnswer; t: T }) {
  const title = figureTitle(t, figureKey);
  return (
    <Space size={6}>
      <span>{title}</span>
      <Tooltip title={figureDefinition(t, figureKey, data.settings)} styles={{ root: { maxWidth: 420 } }}>
        <InfoCircleOutlined role="img" tabIndex={0} aria-label={t('indicators.definitionOf', { title })} style={{ color: 'var(--ant-color-text-tertiary)' }} />
      </Tooltip>
    </Space>
  );
}

export default function FigureGrid({ data, t, onDrill }: Props) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {data.figures.map((f) => {
        const value = percent(f.share);
        const median = medianText(t, f);
        const before = f.previous ? percent(f.previous.share) : null;
        const delta = pointsDelta(f.share, f.previous?.share);
        return (
          <Col key={f.key} xs={24} md={12} xl={6}>
            <Card size="small" title={<FigureTitle figureKey={f.key} data={data} t={t} />} data-figure={f.key} style={{ height: '100%' }}>
              <Statistic
                value={value ?? t('indicators.notMeasured')}
                styles={{ content: value ? undefined : { fontSize: 16, color: 'var(--ant-color-text-tertiary)' } }}
              />
              <Space orientation="vertical" size={2} style={{ marginTop: 8 }}>
                <Typography.Text type="secondary">{t('indicators.measured', { met: f.met, measured: f.measured })}</Typography.Text>
                {median && <Typography.Text>{t('indicators.median', { value: median })}</Typography.Text>}
                {f.previous && (
                  <Typography.Text type="secondary">
                    {before ? t('indicators.previous', { value: before }) : t('indicators.previousNone')}
                    {/* the change wraps whole, never inside its words */}
                    {delta && (
                      <>
                        {' · '}
                        <span style={{ whiteSpace: 'nowrap' }}>{t(`indicators.delta.${delta.dir}`, { points: delta.points })}</span>
                      </>
                    )}
                  </Typography.Text>
                )}
                {f.standing !== undefined && (
                  <Typography.Text type={f.standing ? 'danger' : 'secondary'}>{t(`indicators.standing.${f.key}`, { n: f.standing })}</Typography.Text>
                )}
                <DeskLinks f={f} t={t} onDrill={onDrill} />
              </Space>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
