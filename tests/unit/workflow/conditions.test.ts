/** Conditional routes (src/domain/workflow/conditions.ts): the rule, its checks on save, and the engine's use on submission. */
import {
  checkCondition,
  checkDefinition,
  conditionFieldsOf,
  conditionHolds,
  conditionText,
  conditionValues,
  skippedInPlace,
  isWorkflowError,
  routeOf,
  routeText,
  type NodeCondition,
  type WorkflowError,
  type WorkflowNode,
} from '@/domain/workflow';
import { serverText } from '@/domain/serverMessages';
import { actor, world } from './fixture';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(isWorkflowError(e)).toBe(true);
    return (e as WorkflowError).messageKey;
  }
  throw new Error('expected a refusal');
};

const big: NodeCondition = { field: 'lossAmount', op: 'gt', value: 50_000 };
const nodes: WorkflowNode[] = [
  { key: 'n1', name: '一审', groupId: 'G1', mode: 'ANY_ONE' },
  { key: 'n2', name: '复核', groupId: 'G2', mode: 'ANY_ONE', condition: big },
];

describe('conditionHolds', () => {
  it('compares numbers exactly at the threshold', () => {
    expect(conditionHolds(big, { lossAmount: 50_000 })).toBe(false);
    expect(conditionHolds(big, { lossAmount: 50_000.01 })).toBe(true);
    expect(conditionHolds({ ...big, op: 'gte' }, { lossAmount: 50_000 })).toBe(true);
    expect(conditionHolds({ ...big, op: 'lt' }, { lossAmount: 50_000 })).toBe(false);
    expect(conditionHolds({ ...big, op: 'lte' }, { lossAmount: 50_000 })).toBe(true);
    // a numeric string (a form's value) counts as its number
    expect(conditionHolds(big, { lossAmount: '60000' })).toBe(true);
  });

  it('is false when the record lacks the field or holds the wrong kind', () => {
    expect(conditionHolds(big, {})).toBe(false);
    expect(conditionHolds(big, { lossAmount: null })).toBe(false);
    expect(conditionHolds(big, { lossAmount: '' })).toBe(false);
    expect(conditionHolds({ field: 'claimBasis', op: 'eq', value: 'POLICY' }, {})).toBe(false);
  });

  it('matches codes by equality and by list', () => {
    expect(conditionHolds({ field: 'claimBasis', op: 'eq', value: 'POLICY' }, { claimBasis: 'POLICY' })).toBe(true);
    expect(conditionHolds({ field: 'claimBasis', op: 'eq', value: 'POLICY' }, { claimBasis: 'WARRANTY' })).toBe(false);
    expect(conditionHolds({ field: 'severity', op: 'in', value: ['HIGH', 'CRITICAL'] }, { severity: 'HIGH' })).toBe(true);
    expect(conditionHolds({ field: 'severity', op: 'in', value: ['HIGH', 'CRITICAL'] }, { severity: 'LOW' })).toBe(false);
  });
});

describe('routeOf', () => {
  it('takes a node without a condition always, and a conditional node only when it holds', () => {
    expect(routeOf(nodes, { lossAmount: 80_000 }).taken.map((n) => n.key)).toEqual(['n1', 'n2']);
    const below = routeOf(nodes, { lossAmount: 50_000 });
    expect(below.taken.map((n) => n.key)).toEqual(['n1']);
    expect(below.skipped.map((n) => n.key)).toEqual(['n2']);
  });

  it('says which nodes a route skipped and why', () => {
    const text = routeText('claimApplication', 1, routeOf(nodes, {}).skipped, serverText);
    expect(text).toContain('复核（损失金额 > 50,000 不成立）');
    expect(routeText('claimApplication', 2, [], serverText)).toBe('');
  });
});

describe('derived condition fields', () => {
  const master = { customer: (id: string) => (id === 'C-LES' ? { kind: 'LESSOR' } : undefined) };

  it("every type offers the customer's kind, read from the master and never from the record", () => {
    expect(conditionFieldsOf('insuranceApplication').map((f) => f.key)).toEqual(['customerKind']);
    expect(conditionValues('claimApplication', { customerId: 'C-LES', customerKind: 'AIRLINE' }, master).customerKind).toBe('LESSOR');
    // an unknown customer: no kind, so a condition on it does not hold
    const unknown = conditionValues('claimApplication', { customerId: 'C-NONE' }, master);
    expect(conditionHolds({ field: 'customerKind', op: 'eq', value: 'LESSOR' }, unknown)).toBe(false);
  });

  it('an exchange raised from an AOG order is of origin AOG, any other PLANNED; reports offer their priority', () => {
    expect(conditionValues('substitutionOrder', { aogOrderId: 'AOG-1' }, {}).origin).toBe('AOG');
    expect(conditionValues('substitutionOrder', { aogOrderId: '' }, {}).origin).toBe('PLANNED');
    expect(conditionFieldsOf('cifficultReport').map((f) => f.key)).toEqual(['priority', 'customerKind']);
    expect(checkCondition({ field: 'origin', op: 'eq', value: 'AOG' }, 'substitutionOrder', 1)).toEqual({ field: 'origin', op: 'eq', value: 'AOG' });
    expect(refusal(() => checkCondition({ field: 'origin', op: 'in', value: ['AOG', 'URGENT'] }, 'substitutionOrder', 1))).toBe('workflow.error.conditionCode');
  });

  it("a route text names codes by their labels: the dictionary's, or the field's own", () => {
    const labels = (dict: string, code: string) => (dict === 'customerKind' && code === 'LESSOR' ? '租赁公司' : code);
    expect(conditionText('claimApplication', { field: 'customerKind', op: 'in', value: ['LESSOR', 'MRO'] }, serverText, labels)).toBe(
      '客户类型 ∈ 租赁公司/MRO',
    );
    expect(conditionText('substitutionOrder', { field: 'origin', op: 'eq', value: 'AOG' }, serverText)).toBe('换件来源 = AOG 停场换件');
  });

  it('a skipped node keeps its place among the nodes taken', () => {
    const three = [nodes[1], nodes[0], { ...nodes[1], key: 'n3' }];
    const placed = skippedInPlace(three, routeOf(three, {}));
    expect(placed.map((n) => [n.key, n.before])).toEqual([
      ['n2', 0],
      ['n3', 1],
    ]);
  });
});

describe('checkCondition and the definition', () => {
  const def = (second: Record<string, unknown>, first: Record<string, unknown> = {}) => ({
    businessType: 'claimApplication',
    name: '索赔审批',
    enabled: true,
    nodes: [
      { name: '一审', groupId: 'G1', mode: 'ANY_ONE', ...first },
      { name: '复核', groupId: 'G2', mode: 'ANY_ONE', ...second },
    ],
  });

  it('accepts the type’s condition fields and keeps the condition', () => {
    const w = world();
    const saved = checkDefinition(def({ condition: big }), w.env.definitions, w.env.groups, w.env.user, 'WFD-1');
    expect(saved.nodes[1].condition).toEqual(big);
    expect(saved.nodes[0].condition).toBeUndefined();
    expect(checkCondition({ field: 'claimBasis', op: 'in', value: ['POLICY', 'POLICY'] }, 'claimApplication', 2)).toEqual({
      field: 'claimBasis',
      op: 'in',
      value: ['POLICY'],
    });
  });

  it('refuses an unknown field, a wrong operator or a wrong-typed value with its own message', () => {
    expect(refusal(() => checkCondition({ field: 'remark', op: 'eq', value: 'x' }, 'claimApplication', 2))).toBe('workflow.error.conditionField');
    expect(refusal(() => checkCondition(big, 'insuranceApplication', 2))).toBe('workflow.error.conditionField');
    expect(refusal(() => checkCondition({ ...big, op: 'eq' }, 'claimApplication', 2))).toBe('workflow.error.conditionOp');
    expect(refusal(() => checkCondition({ ...big, value: '50000' }, 'claimApplication', 2))).toBe('workflow.error.conditionNumber');
    expect(refusal(() => checkCondition({ field: 'claimBasis', op: 'in', value: [] }, 'claimApplication', 2))).toBe('workflow.error.conditionCode');
    expect(refusal(() => checkCondition({ field: 'claimBasis', op: 'eq', value: 3 }, 'claimApplication', 2))).toBe('workflow.error.conditionCode');
    expect(refusal(() => checkCondition({ ...big, extra: 1 }, 'claimApplication', 2))).toBe('workflow.error.conditionFormat');
  });

  it('refuses an enabled definition whose every node is conditional', () => {
    const w = world();
    expect(refusal(() => checkDefinition(def({ condition: big }, { condition: big }), w.env.definitions, w.env.groups, w.env.user, 'WFD-1'))).toBe(
      'workflow.error.allConditional',
    );
    expect(
      checkDefinition({ ...def({ condition: big }, { condition: big }), enabled: false }, w.env.definitions, w.env.groups, w.env.user, 'WFD-1').enabled,
    ).toBe(false);
  });
});

describe('the engine takes the route on submission', () => {
  const conditional = () => {
    const w = world({ secondMode: 'ANY_ONE' });
    w.definitions[0].nodes[1].condition = big;
    return w;
  };

  it('walks the extra node for a claim above the threshold', () => {
    const w = conditional();
    const out = w.engine.start({ ...w.claim(), fields: { lossAmount: 80_000 } }, actor('app'));
    expect(out.instance!.nodes.map((n) => n.key)).toEqual(['n1', 'n2']);
    expect(out.instance!.skipped).toBeUndefined();
    w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    expect(w.taskOf('b1')).toBeDefined();
  });

  it('skips it at the threshold, records the skipped node, and finishes after the first node', () => {
    const w = conditional();
    const out = w.engine.start({ ...w.claim(), fields: { lossAmount: 50_000 } }, actor('app'));
    expect(out.instance!.nodes.map((n) => n.key)).toEqual(['n1']);
    expect(out.instance!.skipped?.map((n) => [n.key, n.condition])).toEqual([['n2', big]]);
    expect(out.log[0].detail.params?.nodes).toBe(1);
    const done = w.engine.approve(w.taskOf('a1')!.id, actor('a1'));
    expect(done.instance!.status).toBe('APPROVED');
  });

  it('a resubmission takes the route of the record as it is then', () => {
    const w = conditional();
    w.engine.start({ ...w.claim(), fields: { lossAmount: 10_000 } }, actor('app'));
    w.engine.reject(w.taskOf('a1')!.id, actor('a1'), '金额有误');
    const again = w.engine.start({ ...w.claim('R1', 'REJECTED'), fields: { lossAmount: 90_000 } }, actor('app'));
    expect(again.instance!.nodes.map((n) => n.key)).toEqual(['n1', 'n2']);
  });
});
