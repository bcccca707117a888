/**
 * 流程配置's records are what the workflow runs on (mock/lib/admin/workflowDefinitions.ts,
 * `liveEnv.definitions`): an edit of the nodes routes the next submission, 停用 approves it at once, and
 * the workflow's own check guards every write — one definition per business type, a group that
 * exists, and an enabled definition's every group with someone enabled in it (on 启用 too). Only who
 * holds the page's codes may write; the approval groups are a dictionary that follows 审批组.
 */
import { approvalGroup } from '@/domain/desks/administration';
import { systemUser } from '@/domain/desks/systemUser';
import { APPROVAL_GROUP_DICTIONARY, workFlowDefinition } from '@/domain/desks/workflowDefinition';
import { serverText } from '@/domain/serverMessages';
import { routesOf } from '../../../mock/resources';
import optionRoutes from '../../../mock/options';
import { engine, liveEnv } from '../../../mock/lib/workflow/workflow';
import { caller, fresh } from '../mock/harness';
import { seededUserId, USERS } from './harness';

const call = caller({ ...routesOf(workFlowDefinition), ...routesOf(approvalGroup), ...routesOf(systemUser), ...optionRoutes });
const W = '/api/management/workFlowDefinition';
const G = '/api/management/approvalGroup';
const claim = () => call(`GET ${W}/:id`, { params: { id: 'WFD-001' } }).body.data;
const edit = (id: string, body: Record<string, unknown>, as = 'admin') => call(`PUT ${W}/:id`, { as, params: { id }, body }).body;
const act = (id: string, action: string, body: Record<string, unknown>, as = 'admin') =>
  call(`POST ${W}/:id/actions/:action`, { as, params: { id, action }, body }).body;
const issueOf = (answer: any, field: string) => answer.data?.issues?.find((i: any) => i.field === field);
const node = (name: string, groupId = 'GRP-CS') => ({ name, groupId, mode: 'ANY_ONE' });

function submitClaim(recordId: string) {
  return engine().start(
    { businessType: 'claimApplication', recordId, recordCode: `CLM-TEST-${recordId}`, title: '测试索赔', fromStatus: 'DRAFT' },
    { userNo: 'staff', userName: '陈静' },
  );
}

beforeEach(fresh);

describe('the workflow runs on the stored definitions', () => {
  it('an edit of the nodes routes the next submission; 停用 approves it at once; a stale version is refused', () => {
    const def = claim();
    const reordered = { version: def.version, nodes: [def.nodes[1], def.nodes[0]] };
    const saved = edit(def.id, reordered);
    expect(saved.data.nodes.map((n: any) => n.name)).toEqual(['财务复核', '客服经理审核']);
    expect(
      liveEnv
        .definitions()
        .find((d) => d.id === def.id)!
        .nodes.map((n) => n.key),
    ).toEqual(['n1', 'n2']);
    expect(submitClaim('T1').instance!.nodes.map((n) => n.name)).toEqual(['财务复核', '客服经理审核']);
    expect(edit(def.id, reordered)).toMatchObject({ success: false, errorCode: 'STALE_VERSION' });

    const off = act(def.id, 'disable', { version: saved.data.version });
    expect(off.data.status).toBe('DISABLED');
    expect(submitClaim('T2').recordStatus).toBe('APPROVED');
  });

  it('refuses a second definition of a business type, on that field, in the workflow’s words', () => {
    const made = call(`POST ${W}`, { body: { businessType: 'claimApplication', name: '另一个索赔流程', nodes: [node('审核')] } }).body;
    expect(made).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(issueOf(made, 'businessType').text).toBe(serverText('workflow.error.businessTypeTaken'));
    // removed, its type takes a new one — created disabled
    expect(call(`DELETE ${W}/:id`, { params: { id: 'WFD-003' }, query: { version: '1' } }).body.success).toBe(true);
    const again = call(`POST ${W}`, { body: { businessType: 'insuranceExtension', name: '保险延期审批', nodes: [node('客服审核')] } }).body;
    expect(again.data).toMatchObject({ businessType: 'insuranceExtension', status: 'DISABLED' });
  });

  it('refuses a group that does not exist, and enabling a definition whose group has no one enabled — on 启用 too', () => {
    const def = claim();
    expect(edit(def.id, { version: def.version, nodes: [node('审核', 'GRP-NONE')] })).toMatchObject({ success: false, errorCode: 'VALIDATION' });

    const empty = call(`POST ${G}`, { body: { name: '空组', members: ['staff'] } }).body.data;
    // staff disabled: the group has no one who may approve
    const staff = seededUserId('staff');
    expect(call(`POST ${USERS}/:id/actions/:action`, { params: { id: staff, action: 'disable' }, body: { version: 1 } }).body.success).toBe(true);
    const refused = edit(def.id, { version: def.version, nodes: [node('审核', empty.id)] });
    expect(issueOf(refused, 'nodes').message).toBe('workflow.error.groupEmpty');

    const off = act(def.id, 'disable', { version: def.version }).data;
    const saved = edit(def.id, { version: off.version, nodes: [node('审核', empty.id)] });
    expect(saved.success).toBe(true);
    const on = act(def.id, 'enable', { version: saved.data.version });
    expect(on).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(on.errorMessage).toContain('空组');
  });

  it('only the holder of the page writes, and a refusal changes nothing', () => {
    const before = JSON.stringify(liveEnv.definitions());
    expect(call(`GET ${W}`, { as: 'staff' }).body.errorCode).toBe('FORBIDDEN');
    expect(edit('WFD-001', { version: 1, name: 'x' }, 'manager').errorCode).toBe('FORBIDDEN');
    expect(act('WFD-001', 'disable', { version: 1 }, 'manager').errorCode).toBe('FORBIDDEN');
    expect(JSON.stringify(liveEnv.definitions())).toBe(before);
  });

  it('offers the approval groups as a dictionary that follows 审批组’s records', () => {
    const groups = () => call('GET /api/management/options/dictionaries/:type', { params: { type: APPROVAL_GROUP_DICTIONARY } }).body.data;
    expect(groups().items.map((i: any) => i.label)).toEqual(['客服经理组', '财务审核组', '技术审核组', '质量评审组']);
    call(`POST ${G}`, { body: { name: '夜班值守组', members: ['engineer'] } });
    expect(groups().items.map((i: any) => i.label)).toContain('夜班值守组');
  });
});
