/**
 * Rules of the administration side: what a valid workflow definition and a valid approval group are.
 * The mock validates every write with these; the pages use the same limits in their forms.
 */
import { isBusinessType } from './businessTypes';
import { workflowError } from './errors';
import { APPROVAL_MODES, type ApprovalGroup, type ApprovalMode, type DirectoryUser, type WorkflowData, type WorkflowNode } from './types';

export const LIMITS = {
  definitionName: 50,
  nodeName: 30,
  nodes: 10,
  remark: 200,
  groupName: 30,
  groupDescription: 200,
  members: 50,
} as const;

export interface DefinitionInput {
  businessType: string;
  name: string;
  nodes: Array<Pick<WorkflowNode, 'name' | 'groupId' | 'mode'> & { key?: string }>;
  enabled: boolean;
  remark?: string;
}

/** A definition after `checkDefinition`: every node has its key. */
export type CheckedDefinition = Omit<DefinitionInput, 'nodes'> & { nodes: WorkflowNode[] };

export interface GroupInput {
  name: string;
  description?: string;
  members: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function only(obj: Record<string, unknown>, allowed: string[], where: string) {
  const extra = Object.keys(obj).filter((k) => !allowed.includes(k));
  if (extra.length) throw workflowError('VALIDATION', `${where}包含不支持的字段：${extra.join('、')}`, extra[0]);
}

function str(v: unknown, field: string, label: string, max: number, required: boolean): string | undefined {
  if (v === undefined || v === null || v === '') {
    if (required) throw workflowError('VALIDATION', `请填写${label}`, field);
    return undefined;
  }
  if (typeof v !== 'string') throw workflowError('VALIDATION', `${label}格式不正确`, field);
  const t = v.trim();
  if (!t && required) throw workflowError('VALIDATION', `请填写${label}`, field);
  if (t.length > max) throw workflowError('VALIDATION', `${label}不能超过 ${max} 个字`, field);
  if (/[<>]/.test(t)) throw workflowError('VALIDATION', `${label}不能包含 < 或 >`, field);
  return t || undefined;
}

/** Enabled members of a group (userNos whose user exists and is enabled). */
export function enabledMembers(group: ApprovalGroup, user: (no: string) => DirectoryUser | undefined): string[] {
  return group.members.filter((no) => user(no)?.enabled);
}

/**
 * A definition as sent by the page, checked and normalised. `selfId` is the definition being updated
 * (its business type is fixed once created).
 */
export function checkDefinition(
  input: unknown,
  data: WorkflowData,
  user: (no: string) => DirectoryUser | undefined,
  selfId?: string,
): CheckedDefinition {
  if (!isObject(input)) throw workflowError('VALIDATION', '流程定义格式不正确');
  only(input, ['businessType', 'name', 'nodes', 'enabled', 'remark', 'version', 'id'], '流程定义');
  const self = selfId ? data.definitions.find((d) => d.id === selfId) : undefined;
  if (!isBusinessType(input.businessType)) throw workflowError('VALIDATION', '请选择流程支持的业务类型', 'businessType');
  const businessType = input.businessType;
  if (self && self.businessType !== businessType) throw workflowError('VALIDATION', '业务类型创建后不能修改', 'businessType');
  if (data.definitions.some((d) => d.businessType === businessType && d.id !== selfId)) {
    throw workflowError('VALIDATION', '该业务类型已有流程定义，请直接编辑它', 'businessType');
  }
  const name = str(input.name, 'name', '流程名称', LIMITS.definitionName, true)!;
  const remark = str(input.remark, 'remark', '备注', LIMITS.remark, false);
  if (input.enabled !== undefined && typeof input.enabled !== 'boolean') throw workflowError('VALIDATION', '启用状态格式不正确', 'enabled');
  const enabled = input.enabled === true;
  if (!Array.isArray(input.nodes)) throw workflowError('VALIDATION', '审批节点格式不正确', 'nodes');
  if (input.nodes.length > LIMITS.nodes) throw workflowError('VALIDATION', `审批节点不能超过 ${LIMITS.nodes} 个`, 'nodes');

  const used = new Set<string>();
  const names = new Set<string>();
  const nodes = input.nodes.map((raw, i) => {
    const where = `第 ${i + 1} 个节点`;
    if (!isObject(raw)) throw workflowError('VALIDATION', `${where}格式不正确`, 'nodes');
    only(raw, ['key', 'name', 'groupId', 'mode'], where);
    const nodeName = str(raw.name, 'nodes', `${where}的名称`, LIMITS.nodeName, true)!;
    if (names.has(nodeName)) throw workflowError('VALIDATION', `节点名称「${nodeName}」重复`, 'nodes');
    names.add(nodeName);
    if (typeof raw.groupId !== 'string' || !data.groups.some((g) => g.id === raw.groupId)) {
      throw workflowError('VALIDATION', `请为${where}选择存在的审批组`, 'nodes');
    }
    if (!APPROVAL_MODES.includes(raw.mode as ApprovalMode)) throw workflowError('VALIDATION', `${where}的审批方式不正确`, 'nodes');
    let key = typeof raw.key === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(raw.key) ? raw.key : '';
    if (raw.key !== undefined && !key) throw workflowError('VALIDATION', `${where}的标识不正确`, 'nodes');
    if (!key || used.has(key)) {
      let n = i + 1;
      while (used.has(`n${n}`)) n++;
      key = `n${n}`;
    }
    used.add(key);
    return { key, name: nodeName, groupId: raw.groupId, mode: raw.mode as ApprovalMode };
  });

  if (enabled) {
    if (nodes.length === 0) throw workflowError('VALIDATION', '启用的流程至少需要一个审批节点', 'nodes');
    for (const node of nodes) {
      const group = data.groups.find((g) => g.id === node.groupId)!;
      if (enabledMembers(group, user).length === 0) {
        throw workflowError('VALIDATION', `节点「${node.name}」的审批组「${group.name}」没有可用成员`, 'nodes');
      }
    }
  }
  return { businessType, name, nodes, enabled, remark };
}

/** A group as sent by the page, checked and normalised. */
export function checkGroup(
  input: unknown,
  data: WorkflowData,
  user: (no: string) => DirectoryUser | undefined,
  selfId?: string,
): GroupInput {
  if (!isObject(input)) throw workflowError('VALIDATION', '审批组格式不正确');
  only(input, ['name', 'description', 'members', 'version', 'id'], '审批组');
  const name = str(input.name, 'name', '审批组名称', LIMITS.groupName, true)!;
  if (data.groups.some((g) => g.name === name && g.id !== selfId)) throw workflowError('VALIDATION', `审批组「${name}」已存在`, 'name');
  const description = str(input.description, 'description', '说明', LIMITS.groupDescription, false);
  if (!Array.isArray(input.members) || input.members.length === 0) throw workflowError('VALIDATION', '请至少选择一名成员', 'members');
  if (input.members.length > LIMITS.members) throw workflowError('VALIDATION', `成员不能超过 ${LIMITS.members} 人`, 'members');
  const members: string[] = [];
  for (const no of input.members) {
    if (typeof no !== 'string') throw workflowError('VALIDATION', '成员格式不正确', 'members');
    const u = user(no);
    if (!u) throw workflowError('VALIDATION', `用户 ${no.slice(0, 32)} 不存在`, 'members');
    if (!u.enabled) throw workflowError('VALIDATION', `${u.userName} 已停用，不能加入审批组`, 'members');
    if (members.includes(no)) throw workflowError('VALIDATION', `成员 ${u.userName} 重复`, 'members');
    members.push(no);
  }
  return { name, description, members };
}

/** The definitions that use a group (deleting it is refused while any does). */
export function definitionsUsing(data: WorkflowData, groupId: string) {
  return data.definitions.filter((d) => d.nodes.some((n) => n.groupId === groupId));
}

/** Move the node at `from` to `to` (a new array). */
export function moveNode<T>(nodes: T[], from: number, to: number): T[] {
  if (from < 0 || from >= nodes.length || to < 0 || to >= nodes.length || from === to) return nodes.slice();
  const next = nodes.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * How submission of a business type behaves now: `active` (an enabled definition with nodes starts an
 * approval), `disabled` (a definition exists but is off) or `none` — in the last two a submitted
 * record is approved at once.
 */
export function submissionMode(data: Pick<WorkflowData, 'definitions'>, businessType: string): 'active' | 'disabled' | 'none' {
  const def = data.definitions.find((d) => d.businessType === businessType);
  if (!def) return 'none';
  return def.enabled && def.nodes.length > 0 ? 'active' : 'disabled';
}
