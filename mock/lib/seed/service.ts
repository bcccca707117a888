/**
 * Seeded conversations of the customer-service desk: 160 over every status, from a fixed seed. New
 * ones wait in the queue (no agent); the rest are worked by the desk's agents, walked through the
 * definition's own actions.
 */
import type { ResourceRecord } from '../../../src/domain/engine';
import { customerService } from '../../../src/domain/desks/service';
import { rng } from '../store/db';
import { buildRecords, DAY, HOUR, seedAnchor } from './build';
import { CUSTOMERS, SERVICE_AGENTS } from './dictionaries';
import { PARTS } from './parts';
import { DEMO } from './people';

const TOPICS: Array<(part: string, pn: string) => string> = [
  (p, pn) => `${p}（${pn}）AOG 调件进度咨询`,
  (_p, pn) => `${pn} 交换件核心件返还期限确认`,
  (p) => `${p}送修 TAT 咨询`,
  (_p, pn) => `补发 ${pn} 的 FAA 8130-3 证书`,
  (p) => `${p}保修索赔资料要求`,
  (_p, pn) => `${pn} 需要 EASA Form 1 双放行`,
  (p) => `${p}修理报价确认`,
  (_p, pn) => `${pn} 租赁件延期归还`,
  (p) => `${p}到货外包装破损`,
  (_p, pn) => `${pn} CMM 手册最新修订版`,
];
const CONTACTS = ['王工', '李工', '张经理', '刘主任', '陈工', '杨工', '赵经理', '周工', '吴主管', '孙工'];

export function seedConversations(now = Date.now()): ResourceRecord[] {
  const r = rng(2026_1117);
  const anchor = seedAnchor(now);
  return buildRecords({
    def: customerService,
    rng: r,
    counts: { OPEN: 50, PENDING_CUSTOMER: 25, RESOLVED: 30, CLOSED: 55 },
    base: (i, status) => {
      const [id, name] = r.pick(CUSTOMERS);
      const [pn, part] = r.pick(PARTS);
      // open conversations: half wait in the queue, the rest have an agent; every later one has one
      const agent = status === 'OPEN' && i % 2 === 0 ? undefined : r.pick(SERVICE_AGENTS);
      return {
        customerId: id,
        customerName: name,
        topic: r.pick(TOPICS)(part, pn),
        channel: r.pick(['PHONE', 'PHONE', 'EMAIL', 'ONLINE']),
        contactName: r.pick(CONTACTS),
        contactPhone: `138${String(r.int(10_000_000, 99_999_999))}`,
        ...(agent ? { agentNo: agent[0], agentName: agent[1] } : {}),
      };
    },
    createdAt: (_i, status) => (status === 'OPEN' ? now - r.int(10, 72 * 60) * 60_000 : anchor - r.int(1, 120) * DAY),
    stepGap: () => r.int(1, 30) * HOUR,
    input: () => ({}),
    applicants: [DEMO.manager, DEMO.admin],
    operators: SERVICE_AGENTS.map(([userNo, userName]) => ({ userNo, userName })),
    now,
  });
}
