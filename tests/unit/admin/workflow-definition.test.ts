/**
 * 流程配置 as the engine's definition (src/domain/desks/workflowDefinition.ts): the nodes are line items
 * (at most 10), each routed to an approval group; the definition's rule says what the workflow domain's
 * checks say, in the same words — node names once, a condition the business type offers, and an enabled
 * definition routes every record (also the 启用 action's guard); a condition's shape is the engine's
 * `condition` kind; a business type and a node's mode are labelled by the keys they already have.
 */
import { enumLabelKey, validateValues, type Values } from '@/domain/engine';
import { workFlowDefinition } from '@/domain/desks/workflowDefinition';
import { checkDefinition, type ApprovalGroup } from '@/domain/workflow';

const node = (name: string, extra: Values = {}): Values => ({ name, groupId: 'GRP-CS', mode: 'ANY_ONE', ...extra });
/** A create, or an edit of a stored definition in `status` (the store passes the stored record). */
const check = ({ status, ...values }: Values) =>
  validateValues(
    workFlowDefinition,
    workFlowDefinition.fields.filter((f) => !f.readOnly && !f.derive),
    values,
    {
      rules: workFlowDefinition.rules,
      ...(status ? { existing: { status }, requireAll: true } : {}),
    },
  ).issues;
const base = (nodes: Values[], extra: Values = {}): Values => ({ businessType: 'claimApplication', name: '索赔审批', remark: null, nodes, ...extra });
const messages = (values: Values) => check(values).map((i) => [i.message, i.row ?? null, i.cell ?? null]);

describe('a workflow definition as the engine checks it', () => {
  it('takes a definition whose nodes each name their approval group, and refuses a node without one, under that cell', () => {
    expect(check(base([node('客服审核'), node('财务复核', { groupId: 'GRP-FIN' })]))).toEqual([]);
    expect(messages(base([node('客服审核', { groupId: null })]))).toEqual([['resource.validation.choose', 1, 'groupId']]);
  });

  it('refuses a node name twice (the domain words)', () => {
    expect(messages(base([node('审核'), node('审核')]))).toEqual([['workflow.error.nodeNameTaken', 2, 'name']]);
  });

  it("checks a node's condition against the business type: its shape in the engine, its field and value in the rule", () => {
    const amount = { field: 'lossAmount', op: 'gt', value: 200000 };
    expect(check(base([node('a'), node('b', { condition: amount })]))).toEqual([]);
    expect(messages(base([node('a'), node('b', { condition: { ...amount, field: 'colour' } })]))).toEqual([['workflow.error.conditionField', 2, 'condition']]);
    expect(messages(base([node('a'), node('b', { condition: { ...amount, value: 'many' } })]))).toEqual([['workflow.error.conditionNumber', 2, 'condition']]);
    // a field and an operator chosen but no value yet: asked for; a value of no shape at all: refused as such
    expect(check(base([node('a', { condition: { field: 'lossAmount', op: 'gt' } })]))[0]).toMatchObject({
      field: 'nodes',
      row: 1,
      cell: 'condition',
      message: 'resource.validation.conditionValue',
    });
    expect(check(base([node('a', { condition: 'lossAmount > 1' })]))[0]).toMatchObject({ row: 1, cell: 'condition', message: 'resource.validation.type' });
  });

  it('an enabled definition routes every record: a node, and one without a condition — as checkDefinition says', () => {
    const conditional = node('b', { condition: { field: 'lossAmount', op: 'gt', value: 1 } });
    expect(messages(base([], { status: 'ENABLED' }))).toEqual([['workflow.error.noNodes', null, null]]);
    expect(messages(base([conditional], { status: 'ENABLED' }))).toEqual([['workflow.error.allConditional', null, null]]);
    expect(check(base([conditional], { status: 'DISABLED' }))).toEqual([]);
    const group = { id: 'GRP-CS', name: '客服组', members: ['U001'] } as ApprovalGroup;
    expect(() =>
      checkDefinition(
        base([{ name: 'b', groupId: 'GRP-CS', mode: 'ANY_ONE', condition: conditional.condition }], { enabled: true, remark: undefined }),
        () => [],
        () => [group],
        () => ({ enabled: true }) as any,
      ),
    ).toThrow(expect.objectContaining({ messageKey: 'workflow.error.allConditional' }));
  });

  it('启用 is refused while the stored nodes would not route every record', () => {
    const enable = workFlowDefinition.lifecycle!.actions.find((a) => a.key === 'enable')!;
    const ctx = { now: 0, setting: (_k: string, f: number) => f };
    expect(enable.guard!(base([]), {}, ctx)).toMatchObject({ message: 'workflow.error.noNodes' });
    expect(enable.guard!(base([node('a')]), {}, ctx)).toBeNull();
  });

  it('holds at most 10 nodes', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => node(`节点${i + 1}`));
    expect(check(base(eleven)).map((i) => i.message)).toContain('resource.validation.lines.max');
    expect(check(base(eleven.slice(0, 10)))).toEqual([]);
  });

  it('labels a business type by its menu name and a mode by the workflow’s own words', () => {
    const field = (key: string) => workFlowDefinition.field(key)!;
    expect(enumLabelKey(workFlowDefinition, field('businessType'), 'claimApplication')).toBe('menu.claimApplication');
    const mode = field('nodes').lines!.fields.find((f) => f.key === 'mode')!;
    expect(enumLabelKey(workFlowDefinition, mode, 'ALL_MUST')).toBe('workflow.mode.ALL_MUST');
  });
});
