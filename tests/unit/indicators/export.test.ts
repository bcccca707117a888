/**
 * 服务指标's 导出 Excel (src/pages/serviceIndicators/exportSheet.ts): one row per figure of the period
 * shown, each followed by the rows of the breakdown shown, the figure's own numbers in its columns.
 */
import { domainContext, type Values } from '@/domain/engine';
import { computeIndicators, type IndicatorContext } from '@/domain/indicators';
import { serverText } from '@/domain/serverMessages';
import { exportSheet } from '@/pages/serviceIndicators/exportSheet';

const t = (id: string, values?: Record<string, string | number>) => serverText(id, values);
const at = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`).toISOString();
const ctx: IndicatorContext = { ...domainContext(Date.parse('2026-11-20T04:00:00Z')), stocked: new Set(), firstReply: () => null, sessions: [] };
const order = (id: string, customerId: string, customerName: string, accepted: string): Values => ({
  id,
  status: 'ACCEPTED',
  customerId,
  customerName,
  createdAt: at('2026-11-05', '10:00'),
  responseDeadline: at('2026-11-05', '12:00'),
  acceptedAt: at('2026-11-05', accepted),
});

it('writes each figure, then its groups, with the period, share, counts, median and the period before', () => {
  const aog = [order('a', 'C-1', '甲航', '11:00'), order('b', 'C-1', '甲航', '13:00'), order('c', 'C-2', '乙航', '10:30')];
  const data = computeIndicators((desk) => (desk === 'aogOrder' ? aog : undefined), ctx, {
    period: { from: '2026-11-01', to: '2026-11-30' },
    compare: true,
    groupBy: 'customer',
  });
  const { columns, rows } = exportSheet(data, t);
  const sheet = [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r)))];
  expect(sheet).toEqual([
    ['指标', '分组', '统计期', '达成比例', '计量数', '达成数', '记录数', '中位数', '上期比例'],
    ['AOG 响应及时率', '', '2026-11-01 至 2026-11-30', '66.7%', 3, 2, 3, '60 分钟', ''],
    ['AOG 响应及时率', '甲航', '2026-11-01 至 2026-11-30', '50.0%', 2, 1, 2, '120 分钟', ''],
    ['AOG 响应及时率', '乙航', '2026-11-01 至 2026-11-30', '100.0%', 1, 1, 1, '30 分钟', ''],
  ]);
});
