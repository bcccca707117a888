/**
 * Conditional routes on real records: the seeded claim workflow adds 大额索赔复核 for a loss above
 * 200,000 — a submitted claim above it walks the extra node, one at or below it does not, and the
 * route (the nodes taken and those skipped with their condition) is kept in the instance and the history.
 */
import resourceRoutes from '../../../mock/resources';
import workflowRoutes from '../../../mock/workflow';
import { workflowData } from '../../../mock/lib/workflow/workflow';
import { caller, fresh } from '../mock/harness';
import { claimBody } from './fixtures';

const call = caller({ ...resourceRoutes, ...workflowRoutes });
const M = '/api/management';

const ok = (a: { body: any }) => {
  if (!a.body?.success) throw new Error(`call refused: ${JSON.stringify(a.body)}`);
  return a.body.data;
};

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
    expect(instance.skipped).toEqual([expect.objectContaining({ name: '大额索赔复核', condition: { field: 'lossAmount', op: 'gt', value: 200_000 } })]);
    expect(submitted.history.at(-1).comment).toContain('经 2 个节点；跳过：大额索赔复核（损失金额 > 200,000 不成立）');
  });

  it('the seeded claims above the threshold carry the extra node, those below skip it', () => {
    const claims = workflowData().instances.filter((i) => i.businessType === 'claimApplication');
    expect(claims.some((i) => i.nodes.some((n) => n.name === '大额索赔复核'))).toBe(true);
    expect(claims.some((i) => i.skipped?.some((n) => n.name === '大额索赔复核'))).toBe(true);
  });
});
