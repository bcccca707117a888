/**
 * Each service figure over a small hand-made set with a known answer (docs/service-indicators.md):
 * deadlines exactly met count as met, records still open are not measured (or measured as late once
 * past their limit), cancelled records are never counted.
 */
import { domainContext, type Values } from '@/domain/engine';
import {
  computeIndicators,
  FIGURES,
  figureOf,
  median,
  pointsDelta,
  previousPeriod,
  presetPeriod,
  recordsOf,
  trendMonths,
  type FigureKey,
  type IndicatorContext,
  type Period,
} from '@/domain/indicators';

const NOW = Date.parse('2026-11-20T04:00:00Z'); // 2026-11-20 12:00 CST
const NOV: Period = { from: '2026-11-01', to: '2026-11-30' };
const ctxOf = (extra: Partial<IndicatorContext> = {}, settings: Record<string, number> = {}): IndicatorContext => ({
  ...domainContext(NOW, settings),
  stocked: new Set<string>(),
  firstReply: () => null,
  sessions: [],
  ...extra,
});

/** The figure over the records of `rows` (or per desk) in November (their statuses, their period field). */
const figure = (key: FigureKey, rows: Values[] | Record<string, Values[]>, ctx = ctxOf()) => {
  const f = figureOf(key)!;
  return f.compute(
    recordsOf(f, (desk) => (Array.isArray(rows) ? rows : (rows[desk] ?? [])), NOV),
    ctx,
    NOV,
  );
};

const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+08:00`).toISOString();

describe('AOG response within deadline', () => {
  const created = at('2026-11-05', '08:00');
  const deadline = at('2026-11-05', '10:00');
  const rows: Values[] = [
    { id: 'a', status: 'ACCEPTED', createdAt: created, responseDeadline: deadline, acceptedAt: deadline }, // exactly at the deadline: met, 120 min
    { id: 'b', status: 'CLOSED', createdAt: created, responseDeadline: deadline, acceptedAt: at('2026-11-05', '10:01') }, // a minute late, 121 min
    { id: 'c', status: 'SHIPPED', createdAt: created, responseDeadline: deadline, acceptedAt: at('2026-11-05', '08:30') }, // 30 min
    { id: 'd', status: 'SUBMITTED', createdAt: created, responseDeadline: deadline }, // still waiting: not measured
    { id: 'e', status: 'CANCELLED', createdAt: created, responseDeadline: deadline, acceptedAt: deadline }, // cancelled: never counted
    { id: 'f', status: 'ACCEPTED', createdAt: at('2026-10-31', '23:59'), responseDeadline: at('2026-11-01', '01:59'), acceptedAt: at('2026-11-01', '00:10') }, // October
  ];
  it('counts the answered orders of the period, met at or before the deadline, with the median minutes', () => {
    expect(figure('aogResponse', rows)).toEqual({ count: 3, measured: 3, met: 2, share: 2 / 3, median: 120 });
  });
});

describe('repair TAT achievement', () => {
  const base = { createdAt: at('2026-11-02'), receivedAt: at('2026-11-03'), promisedTatDays: 10 };
  const rows: Values[] = [
    { id: 'a', status: 'SHIPPED_BACK', ...base, shippedBackAt: at('2026-11-13') }, // 10 days: exactly the promise, met
    { id: 'b', status: 'CLOSED', ...base, shippedBackAt: at('2026-11-15') }, // 12 days: missed
    { id: 'c', status: 'CLOSED', ...base, shippedBackAt: at('2026-11-07') }, // 4 days: met
    { id: 'd', status: 'REPAIRING', ...base }, // still at the factory: not measured
  ];
  it('shares the shipped-back repairs within their promise; the median TAT in days', () => {
    expect(figure('repairTat', rows)).toEqual({ count: 3, measured: 3, met: 2, share: 2 / 3, median: 10 });
  });
});

describe('on-time delivery and fill rate (procurement)', () => {
  const rows: Values[] = [
    {
      id: 'a',
      status: 'DELIVERED',
      createdAt: at('2026-11-02'),
      requiredBy: '2026-11-10',
      deliveredAt: at('2026-11-10', '23:30'),
      lines: [{ partNumber: 'P1' }],
    }, // the day itself: on time
    {
      id: 'b',
      status: 'CLOSED',
      createdAt: at('2026-11-02'),
      requiredBy: '2026-11-10',
      deliveredAt: at('2026-11-11', '00:10'),
      lines: [{ partNumber: 'P2' }, { partNumber: 'P1' }],
    },
    { id: 'c', status: 'SHIPPED', createdAt: at('2026-11-03'), requiredBy: '2026-11-30', lines: [{ partNumber: 'P3' }] }, // shipped, not delivered yet
    { id: 'd', status: 'CANCELLED', createdAt: at('2026-11-03'), requiredBy: '2026-11-30', lines: [{ partNumber: 'P1' }] },
    { id: 'e', status: 'CONFIRMED', createdAt: at('2026-11-03'), requiredBy: '2026-11-30', lines: [{ partNumber: 'P1' }] }, // not shipped
  ];
  it('on time: delivered by the required-by day (CST)', () => {
    expect(figure('onTimeDelivery', { procurementOrder: rows })).toEqual({ count: 2, measured: 2, met: 1, share: 0.5, median: null });
  });
  // an exchange is delivered when its replacement ships (it has no delivery step)
  const exchanges: Values[] = [
    { id: 'x1', status: 'CORE_RECEIVED', createdAt: at('2026-11-04'), requiredBy: '2026-11-06', replacementShippedAt: at('2026-11-06', '23:59') }, // the day itself: on time
    { id: 'x2', status: 'REPLACEMENT_SHIPPED', createdAt: at('2026-11-04'), requiredBy: '2026-11-06', replacementShippedAt: at('2026-11-07', '00:01') }, // late
    { id: 'x3', status: 'APPROVED', createdAt: at('2026-11-04'), requiredBy: '2026-11-06' }, // not shipped yet: not counted
    { id: 'x4', status: 'CANCELLED', createdAt: at('2026-11-04'), requiredBy: '2026-11-06', replacementShippedAt: at('2026-11-05') }, // cancelled: never
  ];
  it('on time counts the exchange orders beside the procurement orders', () => {
    expect(figure('onTimeDelivery', { substitutionOrder: exchanges })).toEqual({ count: 2, measured: 2, met: 1, share: 0.5, median: null });
    expect(figure('onTimeDelivery', { procurementOrder: rows, substitutionOrder: exchanges })).toEqual({
      count: 4,
      measured: 4,
      met: 2,
      share: 0.5,
      median: null,
    });
  });
  it('answers one drill-down per desk, their counts adding up to the figure (a desk the user lacks left out)', () => {
    const both = computeIndicators((desk) => ({ procurementOrder: rows, substitutionOrder: exchanges })[desk], ctxOf(), {
      period: NOV,
      compare: false,
      groupBy: 'customer',
    });
    const f = both.figures.find((x) => x.key === 'onTimeDelivery')!;
    expect(f.desks.map((d) => [d.resource, d.count])).toEqual([
      ['procurementOrder', 2],
      ['substitutionOrder', 2],
    ]);
    expect(f.desks[1].drill).toEqual({ createdAtFrom: '2026-11-01', createdAtTo: '2026-11-30', status: 'REPLACEMENT_SHIPPED,CORE_RECEIVED,CLOSED' });
    const one = computeIndicators((desk) => (desk === 'substitutionOrder' ? exchanges : undefined), ctxOf(), { period: NOV, compare: false });
    expect(one.figures.find((x) => x.key === 'onTimeDelivery')).toMatchObject({ count: 2, met: 1, desks: [{ resource: 'substitutionOrder', count: 2 }] });
    expect(one.figures.map((x) => x.key)).not.toContain('fillRate');
  });
  it('fill rate: the shipped lines whose P/N stock holds', () => {
    expect(figure('fillRate', { procurementOrder: rows }, ctxOf({ stocked: new Set(['P1']) }))).toEqual({
      count: 3,
      measured: 4,
      met: 2,
      share: 0.5,
      median: null,
    });
  });
});

describe('core return on time', () => {
  const base = { createdAt: at('2026-11-01'), replacementShippedAt: at('2026-11-01') };
  const rows: Values[] = [
    { id: 'a', status: 'CORE_RECEIVED', ...base, coreDueDate: '2026-11-10', coreReceivedAt: at('2026-11-10', '20:00') }, // on the due day: met
    { id: 'b', status: 'CLOSED', ...base, coreDueDate: '2026-11-10', coreReceivedAt: at('2026-11-12') }, // late
    { id: 'c', status: 'REPLACEMENT_SHIPPED', ...base, coreDueDate: '2026-11-15' }, // out past due (today 11-20): late
    { id: 'd', status: 'REPLACEMENT_SHIPPED', ...base, coreDueDate: '2026-11-20' }, // due today: not measured yet
    { id: 'e', status: 'CANCELLED', ...base, coreDueDate: '2026-11-10' },
  ];
  it('shares the cores back by their due date; those out and not yet due wait', () => {
    expect(figure('coreReturn', rows)).toEqual({ count: 4, measured: 3, met: 1, share: 1 / 3, median: null });
  });
  it('counts the cores overdue now', () => {
    const standing = figureOf('coreReturn')!.standing!;
    expect(
      standing.count(
        rows.filter((r) => standing.statuses.includes(String(r.status))),
        ctxOf(),
      ),
    ).toBe(1);
  });
});

describe('complaint closure time', () => {
  const rows: Values[] = [
    { id: 'a', status: 'CLOSED', createdAt: at('2026-11-01'), closedAt: at('2026-11-11') }, // exactly 10 days: within
    { id: 'b', status: 'CLOSED', createdAt: at('2026-11-01'), closedAt: at('2026-11-03') }, // 2 days
    { id: 'c', status: 'CLOSED', createdAt: at('2026-11-01'), closedAt: at('2026-11-16') }, // 15 days
    { id: 'd', status: 'PROCESSING', createdAt: at('2026-11-01') }, // open: not measured
  ];
  it('gives the median days and the share closed within the configured days', () => {
    expect(figure('complaintClosure', rows, ctxOf({}, { complaintCloseDays: 10 }))).toEqual({ count: 3, measured: 3, met: 2, share: 2 / 3, median: 10 });
  });
});

describe('support first response', () => {
  const replies: Record<string, string> = { a: at('2026-11-02', '18:00'), b: at('2026-11-02', '19:00') };
  const rows: Values[] = [
    { id: 'a', status: 'IN_PROGRESS', createdAt: at('2026-11-02'), handlerNo: 'E1' }, // 8 h: exactly the limit, met
    { id: 'b', status: 'RESOLVED', createdAt: at('2026-11-02'), handlerNo: 'E1', resolvedAt: at('2026-11-02', '12:00') }, // resolved after 2 h, before the reply
    { id: 'c', status: 'ASSIGNED', createdAt: at('2026-11-19'), handlerNo: 'E1' }, // unanswered 26 h: missed
    { id: 'd', status: 'ASSIGNED', createdAt: at('2026-11-20', '09:00'), handlerNo: 'E1' }, // unanswered 3 h: not measured yet
    { id: 'e', status: 'OPEN', createdAt: at('2026-11-02') }, // no engineer yet: not behind the figure
  ];
  it('measures creation to the first answer against the configured hours', () => {
    const ctx = ctxOf({ firstReply: (c) => replies[String(c.id)] ?? null }, { supportUnansweredHours: 8 });
    expect(figure('supportResponse', rows, ctx)).toEqual({ count: 4, measured: 3, met: 2, share: 2 / 3, median: 5 });
  });
});

describe('training fill', () => {
  const rows: Values[] = [
    { id: 'a', status: 'CONFIRMED', sessionStart: at('2026-11-10'), trainees: [{}, {}, {}] },
    { id: 'b', status: 'COMPLETED', sessionStart: at('2026-11-12'), trainees: [{}] },
    { id: 'c', status: 'CANCELLED', sessionStart: at('2026-11-10'), trainees: [{}, {}] },
    { id: 'd', status: 'CONFIRMED', sessionStart: at('2026-12-01'), trainees: [{}] },
  ];
  it('books the seats of the sessions starting in the period', () => {
    const sessions = [
      { startAt: at('2026-11-10'), seats: 6 },
      { startAt: at('2026-11-12'), seats: 2 },
      { startAt: at('2026-12-01'), seats: 10 },
    ];
    expect(figure('trainingFill', rows, ctxOf({ sessions }))).toEqual({ count: 2, measured: 8, met: 4, share: 0.5, median: null });
  });
});

describe('periods and the report', () => {
  it('knows the presets, the period before and the trend months', () => {
    expect(presetPeriod('thisMonth', NOW)).toEqual(NOV);
    expect(presetPeriod('lastMonth', NOW)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('quarter', NOW)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(presetPeriod('year', NOW)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(previousPeriod({ from: '2026-10-01', to: '2026-12-31' })).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(previousPeriod({ from: '2026-11-05', to: '2026-11-14' })).toEqual({ from: '2026-10-26', to: '2026-11-04' });
    expect(trendMonths(NOV).map((m) => m.from)).toHaveLength(12);
    expect(trendMonths(NOV)[11]).toEqual(NOV);
    expect(median([3, 1, 2, 10])).toBe(2.5);
    // the change against the period before, in percentage points, its direction apart
    expect([pointsDelta(0.867, 1), pointsDelta(0.913, 0.897), pointsDelta(1, 1), pointsDelta(0.5, null), pointsDelta(null, 0.5)]).toEqual([
      { dir: 'down', points: '13.3' },
      { dir: 'up', points: '1.6' },
      { dir: 'same', points: '0.0' },
      null,
      null,
    ]);
  });

  it('leaves out the figures of desks the user may not read, and drills to the records behind each number', () => {
    const aog: Values[] = [
      {
        id: 'a',
        status: 'ACCEPTED',
        customerId: 'C-1',
        customerName: '甲',
        aircraftType: 'A320',
        createdAt: at('2026-11-05'),
        responseDeadline: at('2026-11-05', '12:00'),
        acceptedAt: at('2026-11-05', '11:00'),
      },
      {
        id: 'b',
        status: 'ACCEPTED',
        customerId: 'C-2',
        customerName: '乙',
        aircraftType: 'A320',
        createdAt: at('2026-10-05'),
        responseDeadline: at('2026-10-05', '12:00'),
        acceptedAt: at('2026-10-05', '13:00'),
      },
    ];
    const answer = computeIndicators((key) => (key === 'aogOrder' ? aog : undefined), ctxOf(), { period: NOV, compare: true, groupBy: 'customer' });
    expect(answer.figures.map((f) => f.key)).toEqual(['aogResponse']);
    const [f] = answer.figures;
    expect(f).toMatchObject({ count: 1, share: 1, previous: { count: 1, share: 0 } });
    const drill = { createdAtFrom: '2026-11-01', createdAtTo: '2026-11-30', status: FIGURES[0].desks[0].statuses.join(',') };
    expect(f.desks).toEqual([{ resource: 'aogOrder', count: 1, drill }]);
    expect(answer.groups!.figures.aogResponse).toEqual([
      expect.objectContaining({ key: 'C-1', label: '甲', count: 1, desks: [{ resource: 'aogOrder', count: 1, drill: { ...drill, customerId: 'C-1' } }] }),
    ]);
    expect(answer.trend.series.aogResponse!.slice(-2)).toEqual([0, 1]);
  });
});
