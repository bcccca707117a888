/**
 * The customer's page: the account manager's figures from a small hand-made set with known answers
 * (the domain rule, then the server's call over the same records in the store — only what the user may
 * see, a closed complaint not counted), and the call's refusals: no page code, a customer outside the
 * data scope, a malformed or unknown id.
 */
import customerRoutes from '../../../mock/customers';
import { table } from '../../../mock/lib/store/tables';
import adminRoutes from '../../../mock/admin';
import { findUser } from '../../../mock/lib/server/identity';
import { scopeEdit } from '../admin/harness';
import resourceRoutes from '../../../mock/resources';
import { answerRows } from '../../../mock/lib/desks/surveyAnswerTable';
import { surveysList } from '@/domain/surveys';
import { fresh, mockServer } from '../mock/harness';
import { API } from '@/domain/endpoints';
import { figureValue, OVERVIEW_FIGURES, type CustomerOverview, type FigureKey } from '@/domain/customerOverview';
import { aogOrder, substitutionOrder } from '@/domain/desks/orders';
import { returnFactory } from '@/domain/desks/repairShop/returnFactory';
import { userComplaints } from '@/domain/desks/applications';
import { customerProfile } from '@/domain/desks/customerProfile';
import type { DomainContext, ResourceDef, ResourceRecord, Values } from '@/domain/engine';

// the server counts at its own clock: the set is made relative to now
const NOW = Date.now();
const ctx: DomainContext = { now: NOW, setting: (_k, d) => d };
const daysAgo = (n: number) => new Date(NOW - n * 86_400_000).toISOString();
const date = (iso: string) => iso.slice(0, 10);
const C = 'C-TST';

/** The hand-made records, by desk: what each figure must count is in the name. */
const SET: Array<[ResourceDef, Values[]]> = [
  [
    aogOrder,
    [
      { id: 'aog-open-1', status: 'SUBMITTED' },
      { id: 'aog-open-2', status: 'SHIPPED' },
      { id: 'aog-closed', status: 'CLOSED' },
      // outside the manager's data scope (an applicant of no organization the manager's scope holds)
      { id: 'aog-outside', status: 'ACCEPTED', applicantNo: 'outsider' },
    ],
  ],
  [
    substitutionOrder,
    [
      { id: 'core-overdue', status: 'REPLACEMENT_SHIPPED', coreDueDate: date(daysAgo(3)) },
      { id: 'core-due-later', status: 'REPLACEMENT_SHIPPED', coreDueDate: date(daysAgo(-5)) },
      { id: 'core-back-late', status: 'CORE_RECEIVED', coreDueDate: date(daysAgo(10)), coreReceivedAt: daysAgo(2) },
    ],
  ],
  [
    returnFactory,
    [
      { id: 'repair-late', status: 'REPAIRING', receivedAt: daysAgo(30), promisedTatDays: 10 },
      { id: 'repair-in-time', status: 'REPAIRING', receivedAt: daysAgo(5), promisedTatDays: 10 },
      { id: 'repair-unquoted', status: 'INSPECTING', receivedAt: daysAgo(40) },
    ],
  ],
  [
    userComplaints,
    [
      { id: 'complaint-open', status: 'PROCESSING' },
      { id: 'complaint-approved', status: 'APPROVED' },
      { id: 'complaint-closed', status: 'CLOSED' },
      { id: 'complaint-draft', status: 'DRAFT' },
    ],
  ],
];
const EXPECTED: Record<FigureKey, number> = { openAog: 2, overdueCores: 1, repairsPastTat: 1, openComplaints: 2 };

const recordsOf = (def: ResourceDef) => SET.find(([d]) => d === def)![1];

it('counts each figure by its desk’s rule: open AOG, cores past due, repairs past the promised TAT, complaints open', () => {
  const all = (def: ResourceDef) => recordsOf(def).filter((r) => r.applicantNo !== 'outsider');
  const values = Object.fromEntries(OVERVIEW_FIGURES.map((k) => [k.key, figureValue(k, all(k.resource), ctx)]));
  expect(values).toEqual(EXPECTED);
  // the records outside the user's scope are the server's to leave out: here it would count
  expect(figureValue(OVERVIEW_FIGURES[0], recordsOf(aogOrder), ctx)).toBe(3);
});

describe('GET …/customers/:id/overview', () => {
  const call = mockServer(customerRoutes, adminRoutes, resourceRoutes);
  /** the manager's data scope, set as 人员授权 sets it */
  const scope = async (customers: string[] | null) => {
    const edit = scopeEdit('manager', { allOrgs: false, orgIds: [findUser('manager')!.orgId], allCustomers: customers === null, customerIds: customers ?? [] });
    expect((await call('PUT', edit.path, { user: 'admin', body: edit.body })).body.success).toBe(true);
  };
  const overview = async (user: string, id = C) => (await call('GET', `${API.management}/customers/${id}/overview`, { user })).body;

  beforeEach(() => {
    fresh();
    const base = { ...table(customerProfile).rows.values().next().value! };
    table(customerProfile).rows.set(C, {
      ...base,
      id: C,
      code: 'CUS-TST',
      name: '测试航空',
      status: 'ON_HOLD',
      holdReason: '欠款未结',
      applicantNo: 'manager',
      contacts: [{ contactName: '王磊', contactRole: '值班经理', phone: '13800001111', email: 'aog@tst.example.cn', aog24h: true }],
    } as ResourceRecord);
    for (const [def, rows] of SET) {
      const sample = table(def).rows.values().next().value!;
      for (const r of rows)
        table(def).rows.set(String(r.id), {
          ...sample,
          code: String(r.id),
          customerId: C,
          customerName: '测试航空',
          applicantNo: 'manager',
          createdAt: daysAgo(40),
          coreDueDate: undefined,
          coreReceivedAt: undefined,
          receivedAt: undefined,
          promisedTatDays: undefined,
          shippedBackAt: undefined,
          ...r,
        } as ResourceRecord);
    }
  });

  it('answers the figures and the desks’ counts from what the user may see', async () => {
    await scope(null);
    const body = await overview('manager');
    expect(body).toMatchObject({ success: true });
    const data = body.data as CustomerOverview;
    const now = Object.fromEntries(data.figures.map((f) => [f.key, f.value]));
    // the manager holds the AOG, exchange and complaint desks; the AOG order outside the scope is not counted
    expect(now.openAog).toBe(EXPECTED.openAog);
    expect(now.overdueCores).toBe(EXPECTED.overdueCores);
    expect(now.openComplaints).toBe(EXPECTED.openComplaints);
    expect(data.desks.find((d) => d.resource === 'aogOrder')!.total).toBe(3);
    // the administrator's scope holds the outsider's order: it counts there
    const admin = (await overview('admin')).data as CustomerOverview;
    expect(admin.figures.find((f) => f.key === 'openAog')!.value).toBe(EXPECTED.openAog + 1);
    expect(data.desks.find((d) => d.resource === 'userComplaints')!.total).toBe(4);
    expect(data.aogContact).toMatchObject({ contactName: '王磊', phone: '138****1111' });
    expect(data.customer).toMatchObject({ id: C, status: 'ON_HOLD', holdReason: '欠款未结' });
  });

  it('answers a figure and a desk only when the user holds its page', async () => {
    const engineer = (await overview('engineer')).data as CustomerOverview;
    expect(engineer.figures.map((f) => f.key)).toContain('repairsPastTat');
    expect(engineer.figures.find((f) => f.key === 'repairsPastTat')!.value).toBe(EXPECTED.repairsPastTat);
    const trainer = (await overview('trainer')).data as CustomerOverview;
    expect(trainer.figures.map((f) => f.key)).not.toContain('openAog');
    expect(trainer.desks.map((d) => d.resource)).not.toContain('aogOrder');
  });

  it('refuses a customer outside the data scope, an unknown or malformed id, and a user without the master’s page', async () => {
    await scope(['C-CCA']);
    expect(await overview('manager')).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(await overview('engineer', 'C-NONE')).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const malformed = await call('GET', `${API.management}/customers/${encodeURIComponent('C TST;<x>')}/overview`, { user: 'engineer' });
    expect(malformed.status).toBe(200);
    expect(malformed.body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(await overview('nobody-at-all')).toMatchObject({ success: false });
  });

  it('lists the surveys the customer answered, newest first, for whoever reads the surveys', async () => {
    const [older, newer] = [...table(surveysList).rows.values()];
    const answer = (survey: Values, at: string, by: string) =>
      answerRows().push({
        id: `${survey.id}-${C}`,
        surveyId: String(survey.id),
        customerId: C,
        customerName: '测试航空',
        region: 'NORTH',
        answers: [],
        answeredAt: at,
        answeredByNo: 'manager',
        answeredByName: by,
      });
    answer(older, daysAgo(20), '李敏');
    answer(newer, daysAgo(2), '王建国');
    const roles = ['admin', 'manager', 'engineer', 'trainer', 'staff'];
    const seen = await Promise.all(roles.map(async (u) => [u, ((await overview(u)).data as CustomerOverview | undefined)?.surveys] as const));
    const reader = seen.find(([, s]) => Array.isArray(s))!;
    expect(reader[1]!.map((x) => [x.surveyId, x.surveyCode, x.title, x.answeredByName])).toEqual([
      [String(newer.id), String(newer.code), String(newer.title), '王建国'],
      [String(older.id), String(older.code), String(older.title), '李敏'],
    ]);
  });
});
