/**
 * 审批组 on the resource engine (src/domain/desks/administration.ts): members and lead are users of the
 * directory (checked by the server, answered with their names), the lead is a member, a name is unique,
 * 被引用 is the workflow definitions routing to the group and a group so used is not deleted; the
 * workflow reads its groups from these records (routing, the definition checks, escalation to the
 * lead); the user directory answers whoever may fill or search the group's users, nothing more.
 */
import { approvalGroup } from '@/domain/desks/administration';
import { workFlowDefinition } from '@/domain/desks/workflowDefinition';
import { serverText } from '@/domain/serverMessages';
import { routesOf } from '../../../mock/resources';
import searchRoutes from '../../../mock/search';
import workflowRoutes from '../../../mock/workflow';
import { engine, liveEnv } from '../../../mock/lib/workflow/workflow';
import { roles } from '../../../mock/lib/server/identity';
import { escalationTargets } from '@/domain/workflow';
import { caller, fresh } from '../mock/harness';

const call = caller({ ...routesOf(approvalGroup), ...routesOf(workFlowDefinition), ...searchRoutes, ...workflowRoutes });
const B = '/api/management/approvalGroup';
const W = '/api/management/workFlowDefinition';
const create = (body: Record<string, unknown>, as = 'admin') => call(`POST ${B}`, { as, body }).body;
const issueOf = (answer: any, field: string) => answer.data?.issues?.find((i: any) => i.field === field);

beforeEach(fresh);

describe('the records', () => {
  it('answers each group with its members named, its lead, and 被引用: the definitions routing to it', () => {
    const page = call(`GET ${B}`, { query: { pageSize: '50' } }).body;
    const cs = page.data.find((g: any) => g.id === 'GRP-CS');
    expect(cs).toMatchObject({ name: '客服经理组', members: ['manager', 'admin'], leadNo: 'admin', userNames: { manager: '李敏', admin: '王建国' } });
    expect(cs.usedBy).toContain('索赔申请审批');
  });

  it('searches by a member: the groups holding any of the users named', () => {
    const names = (members: string) =>
      call(`GET ${B}`, { query: { members } })
        .body.data.map((g: any) => g.name)
        .sort();
    expect(names('engineer')).toEqual(['技术审核组', '质量评审组']);
    expect(names('engineer,manager')).toHaveLength(4);
  });

  it('creates a group of users of the directory, its lead one of them', () => {
    const made = create({ name: '夜班值守组', members: ['engineer', 'trainer'], leadNo: 'engineer', description: '夜间 AOG 值守' });
    expect(made.data).toMatchObject({
      name: '夜班值守组',
      members: ['engineer', 'trainer'],
      userNames: { engineer: expect.any(String), trainer: expect.any(String) },
    });
    expect(made.data.usedBy).toBe('');
  });

  it('refuses on its field an unknown user, a lead who is not a member, a name taken — in words', () => {
    const ghost = create({ name: '新组', members: ['manager', 'ghost'] });
    expect(ghost).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(issueOf(ghost, 'members')).toMatchObject({ message: 'resource.validation.userMissing', text: '成员中的用户 ghost 不存在' });
    expect(issueOf(create({ name: '新组', members: ['manager'], leadNo: 'ghost' }), 'leadNo').text).toBe('组长中的用户 ghost 不存在');
    expect(issueOf(create({ name: '新组', members: ['manager'], leadNo: 'admin' }), 'leadNo').text).toBe(serverText('workflow.error.leadNotMember'));
    expect(issueOf(create({ name: '客服经理组', members: ['manager'] }), 'name').text).toBe('审批组「客服经理组」已存在');
    expect(issueOf(create({ name: '新组', members: [] }), 'members').message).toBe('resource.validation.choose');
  });

  it('refuses deleting a group a workflow definition uses, in its own words; deletes an unused one', () => {
    const cs = call(`GET ${B}/:id`, { params: { id: 'GRP-CS' } }).body.data;
    const refused = call(`DELETE ${B}/:id`, { params: { id: 'GRP-CS' }, query: { version: String(cs.version) } }).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'NOT_REMOVABLE' });
    expect(refused.errorMessage).toBe(serverText('approvalGroup.error.inUse', { name: '客服经理组', definitions: cs.usedBy }));
    const made = create({ name: '临时组', members: ['manager'] }).data;
    expect(call(`DELETE ${B}/:id`, { params: { id: made.id }, query: { version: '1' } }).body.success).toBe(true);
  });

  it('only the administrator (who holds the page) writes them', () => {
    expect(create({ name: '越权组', members: ['manager'] }, 'manager')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });
});

describe('the workflow reads the groups from these records', () => {
  it('routes a submission to the members as stored now, and escalates to the stored lead', () => {
    const cs = call(`GET ${B}/:id`, { params: { id: 'GRP-CS' } }).body.data;
    const saved = call(`PUT ${B}/:id`, { params: { id: 'GRP-CS' }, body: { members: ['engineer', 'admin'], leadNo: 'engineer', version: cs.version } }).body;
    expect(saved.success).toBe(true);
    expect(liveEnv.groups().find((g) => g.id === 'GRP-CS')).toMatchObject({ members: ['engineer', 'admin'], leadNo: 'engineer' });
    const outcome = engine().start(
      { businessType: 'claimApplication', recordId: 'T1', recordCode: 'CLM-TEST-T1', title: '测试索赔', fromStatus: 'DRAFT' },
      { userNo: 'staff', userName: '陈静' },
    );
    expect(outcome.instance!.nodes[0].approvers.sort()).toEqual(['admin', 'engineer']);
    expect(escalationTargets(liveEnv.groups, outcome.instance!, 0, () => true)).toEqual(['engineer']);
  });

  it('a definition may route a node to a new group, which 被引用 then names', () => {
    const made = create({ name: '停用组', members: ['staff'] }).data;
    const claim = call(`GET ${W}/:id`, { params: { id: 'WFD-001' } }).body.data;
    const body = { version: claim.version, nodes: [{ name: '审核', groupId: made.id, mode: 'ANY_ONE' }] };
    expect(call(`PUT ${W}/:id`, { params: { id: claim.id }, body }).body.success).toBe(true);
    // the group is now referred to: 被引用 names the definition
    expect(call(`GET ${B}/:id`, { params: { id: made.id } }).body.data.usedBy).toBe(claim.name);
  });
});

describe('the user directory', () => {
  const directory = (query: Record<string, unknown>, as = 'admin') => call('GET /api/hr/directory', { as, query }).body;

  it('answers a page of enabled users found by name, number or organisation — number, name and organisation only', () => {
    const page = directory({ keyword: 'manager' });
    expect(page).toMatchObject({ success: true, current: 1, pageSize: 20 });
    expect(page.data[0]).toEqual({ userNo: 'manager', userName: '李敏', orgName: expect.any(String) });
    for (const u of directory({ pageSize: '50' }).data) expect(Object.keys(u).every((k) => ['userNo', 'userName', 'orgName'].includes(k))).toBe(true);
  });

  it('is refused to whoever may neither fill nor search a user field, and a malformed query is VALIDATION', () => {
    // every role may name a stand-in (外出委托's 代理人: approvalManagement:delegate); without that code, 陈静 may not
    expect(directory({}, 'staff')).toMatchObject({ success: true });
    const staffRole = roles().find((r) => r.code === 'staff')!;
    expect(staffRole.grants).toContain('approvalManagement:delegate');
    staffRole.grants = staffRole.grants.filter((g) => g !== 'approvalManagement:delegate');
    expect(directory({}, 'staff')).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(directory({ phone: '138' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(directory({ pageSize: '500' })).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });
});
