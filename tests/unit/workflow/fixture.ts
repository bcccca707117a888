/** A small, fixed world for the workflow tests: six users, three groups, a two-node claim workflow. */
import type { ApprovalGroup, DirectoryUser, WorkflowData, WorkflowDefinition, WorkflowEnv } from '@/domain/workflow';
import { WorkflowEngine } from '@/domain/workflow';

export const people: DirectoryUser[] = [
  { userNo: 'app', userName: '申请人', enabled: true },
  { userNo: 'a1', userName: '审批甲', enabled: true },
  { userNo: 'a2', userName: '审批乙', enabled: true },
  { userNo: 'b1', userName: '复核甲', enabled: true },
  { userNo: 'b2', userName: '复核乙', enabled: true },
  { userNo: 'x', userName: '旁人', enabled: true },
  { userNo: 'off', userName: '停用者', enabled: false },
];

export const actor = (userNo: string) => {
  const p = people.find((u) => u.userNo === userNo)!;
  return { userNo: p.userNo, userName: p.userName };
};

export function world(opts: { enabled?: boolean; firstMode?: 'ANY_ONE' | 'ALL_MUST'; secondMode?: 'ANY_ONE' | 'ALL_MUST' } = {}) {
  // the approval groups are kept outside the workflow's data (the mock: the records of 审批组)
  const groups: ApprovalGroup[] = [
    { id: 'G1', name: '一审组', members: ['a1', 'a2'], version: 1, createdAt: 't0', updatedAt: 't0' },
    { id: 'G2', name: '复核组', members: ['b1', 'b2'], version: 1, createdAt: 't0', updatedAt: 't0' },
    { id: 'G3', name: '只有申请人', members: ['app', 'off'], version: 1, createdAt: 't0', updatedAt: 't0' },
  ];
  // the definitions are read through the env, as the groups are (the mock: 流程配置's store)
  const definitions: WorkflowDefinition[] = [
    {
      id: 'WFD-1',
      businessType: 'claimApplication',
      name: '索赔审批',
      enabled: opts.enabled ?? true,
      nodes: [
        { key: 'n1', name: '一审', groupId: 'G1', mode: opts.firstMode ?? 'ANY_ONE' },
        { key: 'n2', name: '复核', groupId: 'G2', mode: opts.secondMode ?? 'ALL_MUST' },
      ],
      version: 1,
      createdAt: 't0',
      updatedAt: 't0',
    },
  ];
  const data: WorkflowData = {
    instances: [],
    tasks: [],
    seq: {},
  };
  let tick = 0;
  const env: WorkflowEnv = {
    now: () => `2026-11-21T08:00:${String(tick++).padStart(2, '0')}.000Z`,
    user: (no) => people.find((u) => u.userNo === no),
    groups: () => groups,
    definitions: () => definitions,
  };
  const engine = new WorkflowEngine(data, env);
  const claim = (recordId = 'R1', fromStatus = 'DRAFT') => ({
    businessType: 'claimApplication',
    recordId,
    recordCode: `CLM-20261121-${recordId}`,
    title: '索赔：主起落架作动筒渗漏',
    fromStatus,
  });
  /** the pending task of `userNo` on the record's running instance */
  const taskOf = (userNo: string, recordId = 'R1') => {
    const inst = data.instances.find((i) => i.recordId === recordId && i.status === 'RUNNING');
    return data.tasks.find((t) => t.instanceId === inst?.id && t.assigneeNo === userNo && t.status === 'PENDING');
  };
  const snapshot = () => JSON.parse(JSON.stringify(data));
  return { data, definitions, groups, env, engine, claim, taskOf, snapshot };
}
