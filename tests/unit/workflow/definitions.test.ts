import { isWorkflowError, type WorkflowError, checkDefinition, definitionsUsing, submissionMode } from '@/domain/workflow';
import { world } from './fixture';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(isWorkflowError(e)).toBe(true);
    return (e as WorkflowError).errorMessage;
  }
  throw new Error('expected a refusal');
};

describe('workflow definitions', () => {
  const valid = {
    businessType: 'insuranceApplication',
    name: '商业保险审批',
    enabled: true,
    nodes: [
      { name: '客服经理审核', groupId: 'G1', mode: 'ANY_ONE' },
      { name: '财务复核', groupId: 'G2', mode: 'ALL_MUST' },
    ],
  };

  it('accepts a valid definition and gives its nodes stable keys', () => {
    const w = world();
    const def = checkDefinition(valid, w.env.definitions, w.env.groups, w.env.user);
    expect(def.nodes.map((n) => n.key)).toEqual(['n1', 'n2']);
    expect(def.enabled).toBe(true);
    const again = checkDefinition({ ...valid, nodes: [{ ...valid.nodes[1], key: 'n2' }, valid.nodes[0]] }, w.env.definitions, w.env.groups, w.env.user);
    expect(again.nodes[0].key).toBe('n2');
    expect(new Set(again.nodes.map((n) => n.key)).size).toBe(2);
  });

  it('allows a disabled definition without nodes but not an enabled one', () => {
    const w = world();
    expect(checkDefinition({ ...valid, enabled: false, nodes: [] }, w.env.definitions, w.env.groups, w.env.user).nodes).toEqual([]);
    expect(refusal(() => checkDefinition({ ...valid, nodes: [] }, w.env.definitions, w.env.groups, w.env.user))).toMatch('至少需要一个审批节点');
  });

  it('refuses what would not run or is malformed', () => {
    const w = world();
    w.groups.push({ id: 'G4', name: '停用组', members: ['off'], version: 1, createdAt: 't0', updatedAt: 't0' });
    const bad: Array<[unknown, string]> = [
      [null, '格式不正确'],
      [{ ...valid, businessType: 'aogOrder' }, '业务类型'],
      [{ ...valid, businessType: 'claimApplication' }, '已有流程定义'],
      [{ ...valid, name: '' }, '请填写流程名称'],
      [{ ...valid, name: 'x'.repeat(51) }, '不能超过 50'],
      [{ ...valid, name: '审批\u202e流程' }, '流程名称不能包含改变文字方向的控制符'],
      [{ ...valid, name: 'a\u0000b' }, '流程名称不能包含控制字符'],
      [{ ...valid, enabled: 'yes' }, '启用状态'],
      [{ ...valid, nodes: 'n1' }, '审批节点格式'],
      [{ ...valid, nodes: Array.from({ length: 11 }, (_, i) => ({ name: `n${i}`, groupId: 'G1', mode: 'ANY_ONE' })) }, '不能超过 10'],
      [{ ...valid, nodes: [{ name: '审核', groupId: 'G9', mode: 'ANY_ONE' }] }, '审批组'],
      [{ ...valid, nodes: [{ name: '审核', groupId: 'G1', mode: 'MAJORITY' }] }, '审批方式'],
      [{ ...valid, nodes: [valid.nodes[0], valid.nodes[0]] }, '重复'],
      [{ ...valid, nodes: [{ ...valid.nodes[0], extra: 1 }] }, '不支持的字段'],
      [{ ...valid, nodes: [{ ...valid.nodes[0], key: 'bad key!' }] }, '标识'],
      [{ ...valid, nodes: [{ name: '审核', groupId: 'G4', mode: 'ANY_ONE' }] }, '没有可用成员'],
      [{ ...valid, owner: 'admin' }, '不支持的字段'],
    ];
    for (const [input, message] of bad) expect(refusal(() => checkDefinition(input, w.env.definitions, w.env.groups, w.env.user))).toMatch(message);
    // markup-looking text is plain text: stored as typed
    expect(checkDefinition({ ...valid, name: '<b>紧急</b> 采购' }, w.env.definitions, w.env.groups, w.env.user).name).toBe('<b>紧急</b> 采购');
  });

  it('fixes the business type once created', () => {
    const w = world();
    expect(refusal(() => checkDefinition({ ...valid, businessType: 'insuranceApplication' }, w.env.definitions, w.env.groups, w.env.user, 'WFD-1'))).toMatch(
      '不能修改',
    );
    expect(checkDefinition({ ...valid, businessType: 'claimApplication' }, w.env.definitions, w.env.groups, w.env.user, 'WFD-1').name).toBe('商业保险审批');
  });

  it('says how a type behaves on submit', () => {
    const w = world();
    expect(submissionMode(w.definitions, 'claimApplication')).toBe('active');
    expect(submissionMode(w.definitions, 'insuranceApplication')).toBe('none');
    w.definitions[0].enabled = false;
    expect(submissionMode(w.definitions, 'claimApplication')).toBe('disabled');
  });
});

describe('approval groups', () => {
  it('knows which definitions use a group', () => {
    const w = world();
    expect(definitionsUsing(w.definitions, 'G2').map((d) => d.id)).toEqual(['WFD-1']);
    expect(definitionsUsing(w.definitions, 'G3')).toEqual([]);
  });
});
