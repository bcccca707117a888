/**
 * Conditional routes on real records: the seeded claim workflow adds 大额索赔复核 for a loss above
 * 200,000 — a submitted claim above it walks the extra node, one at or below it does not, and the
 * route (the nodes taken and those skipped with their condition) is kept in the instance and the history.
 */
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import { liveEnv, workflowData } from '../../../mock/lib/workflow/workflow';
import { caller, fresh, ok } from '../mock/harness';
import { claimBody } from './fixtures';

const call = caller({ ...resourceRoutes, ...workflowRoutes });
const M = '/api/management';

function submitClaim(lossAmount: number) {
  const created = ok(call(`POST ${M}/claimApplication`, { as: 'staff', body: { ...claimBody, lossAmount } }));
  const submitted = ok(
    call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: created.id, action: 'submit' }, body: { version: created.version } }),
  );
  const instance = workflowData().instances.find((i) => i.recordId === created.id && i.status === 'RUNNING')!;
  return { submitted, instance };
}

beforeEach(fresh);

describe('conditional routes on submitted claims', () => {
  it('a claim above the threshold takes the extra node', () => {
    const { submitted, instance } = submitClaim(250_000);
    expect(instance.nodes.map((n) => n.name)).toEqual(['客服经理审核', '财务复核', '大额索赔复核']);
    expect(instance.skipped).toBeUndefined();
    expect(submitted.history.at(-1).comment).not.toContain('跳过');
  });

  it('a claim at the threshold skips it, and the instance and history say so', () => {
    const { submitted, instance } = submitClaim(200_000);
    expect(instance.nodes.map((n) => n.name)).toEqual(['客服经理审核', '财务复核']);
    // kept with its place: after the two nodes taken (the record's approval progress shows it there)
    expect(instance.skipped).toEqual([
      expect.objectContaining({ name: '大额索赔复核', condition: { field: 'lossAmount', op: 'gt', value: 200_000 }, before: 2 }),
    ]);
    expect(submitted.history.at(-1).comment).toContain('经 2 个节点；跳过：大额索赔复核（损失金额 > 200,000 不成立）');
  });

  it('the seeded claims above the threshold carry the extra node, those below skip it', () => {
    const claims = workflowData().instances.filter((i) => i.businessType === 'claimApplication');
    expect(claims.some((i) => i.nodes.some((n) => n.name === '大额索赔复核'))).toBe(true);
    expect(claims.some((i) => i.skipped?.some((n) => n.name === '大额索赔复核'))).toBe(true);
  });

  it("a node for a kind of customer applies by the customer master's kind, and the history names the kind, not its code", () => {
    const claims = liveEnv.definitions().find((d) => d.businessType === 'claimApplication')!;
    // 租赁公司复核 first, so the skip is told in its place: before the first node taken
    claims.nodes.unshift({
      key: 'lessor',
      name: '租赁公司复核',
      groupId: claims.nodes[0].groupId,
      mode: 'ANY_ONE',
      condition: { field: 'customerKind', op: 'eq', value: 'LESSOR' },
    });
    const airline = submitClaim(100_000); // C-CCA, Air China: an airline in the master
    expect(airline.instance.nodes.map((n) => n.name)).not.toContain('租赁公司复核');
    expect(airline.instance.skipped).toEqual([
      expect.objectContaining({ name: '租赁公司复核', before: 0 }),
      expect.objectContaining({ name: '大额索赔复核', before: 2 }),
    ]);
    expect(airline.submitted.history.at(-1).comment).toContain('租赁公司复核（客户类型 = 租赁公司 不成立）');

    claims.nodes[0].condition = { field: 'customerKind', op: 'in', value: ['AIRLINE', 'MRO'] };
    // a record's own field of the derived name does not count: the master says what the customer is
    const again = ok(call(`POST ${M}/claimApplication`, { as: 'staff', body: { ...claimBody, lossAmount: 100_000 } }));
    ok(call(`POST ${M}/claimApplication/:id/actions/:action`, { as: 'staff', params: { id: again.id, action: 'submit' }, body: { version: again.version } }));
    const taken = workflowData().instances.find((i) => i.recordId === again.id && i.status === 'RUNNING')!;
    expect(taken.nodes[0].name).toBe('租赁公司复核');
  });
});
