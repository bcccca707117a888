/**
 * Rules of the administration side: what a valid workflow definition is, and a group's lead (the
 * groups themselves are the engine's 审批组, src/domain/desks/administration.ts).
 * The mock validates every write with these; the pages use the same limits in their forms.
 */
import { isBusinessType } from './businessTypes';
import { textProblem, textProblemKey } from '../text';
import { WorkflowError, type Params } from './errors';
import { isSlaHours, SLA_MAX_HOURS as SLA_MAX } from './sla';
import { checkCondition } from './conditions';
import {
  APPROVAL_MODES,
  ESCALATION_TARGETS,
  type EscalationTarget,
  type ApprovalGroup,
  type ApprovalMode,
  type DirectoryUser,
  groupIn,
  type GroupSource,
  type DefinitionSource,
  type WorkflowDefinition,
  type WorkflowNode,
} from './types';

export const LIMITS = {
  definitionName: 50,
  nodeName: 30,
  nodes: 10,
  remark: 200,
  groupName: 30,
  groupDescription: 200,
} as const;

export interface DefinitionInput {
  businessType: string;
  name: string;
  nodes: Array<Pick<WorkflowNode, 'name' | 'groupId' | 'mode' | 'slaHours' | 'escalateTo' | 'condition'> & { key?: string }>;
  enabled: boolean;
  remark?: string;
}

/** A definition after `checkDefinition`: every node has its key. */
export type CheckedDefinition = Omit<DefinitionInput, 'nodes'> & { nodes: WorkflowNode[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function only(obj: Record<string, unknown>, allowed: string[], where: Params) {
  const extra = Object.keys(obj).filter((k) => !allowed.includes(k));
  if (extra.length) throw new WorkflowError('VALIDATION', 'workflow.error.extraFields', { ...where, fields: extra.join('、') }, extra[0]);
}

function str(v: unknown, field: string, label: Params, max: number, required: boolean): string | undefined {
  if (v === undefined || v === null || v === '') {
    if (required) throw new WorkflowError('VALIDATION', 'workflow.error.required', label, field);
    return undefined;
  }
  if (typeof v !== 'string') throw new WorkflowError('VALIDATION', 'workflow.error.format', label, field);
  const t = v.trim();
  if (!t && required) throw new WorkflowError('VALIDATION', 'workflow.error.required', label, field);
  if (t.length > max) throw new WorkflowError('VALIDATION', 'workflow.error.maxLength', { ...label, max }, field);
  // the one plain-text rule (src/domain/text.ts): markup-looking names are stored as typed
  const problem = textProblem(t);
  if (problem) throw new WorkflowError('VALIDATION', textProblemKey(problem), label, field);
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
  definitions: DefinitionSource,
  groups: GroupSource,
  user: (no: string) => DirectoryUser | undefined,
  selfId?: string,
): CheckedDefinition {
  if (!isObject(input)) throw new WorkflowError('VALIDATION', 'workflow.error.format', { label: 'workflow.label.definition' });
  only(input, ['businessType', 'name', 'nodes', 'enabled', 'remark', 'version', 'id'], { where: 'workflow.label.definition' });
  const self = selfId ? definitions().find((d) => d.id === selfId) : undefined;
  if (!isBusinessType(input.businessType)) throw new WorkflowError('VALIDATION', 'workflow.error.businessType', {}, 'businessType');
  const businessType = input.businessType;
  if (self && self.businessType !== businessType) throw new WorkflowError('VALIDATION', 'workflow.error.businessTypeFixed', {}, 'businessType');
  if (definitions().some((d) => d.businessType === businessType && d.id !== selfId)) {
    throw new WorkflowError('VALIDATION', 'workflow.error.businessTypeTaken', {}, 'businessType');
  }
  const name = str(input.name, 'name', { label: 'workflow.label.definitionName' }, LIMITS.definitionName, true)!;
  const remark = str(input.remark, 'remark', { label: 'workflow.label.remark' }, LIMITS.remark, false);
  if (input.enabled !== undefined && typeof input.enabled !== 'boolean')
    throw new WorkflowError('VALIDATION', 'workflow.error.format', { label: 'workflow.label.enabled' }, 'enabled');
  const enabled = input.enabled === true;
  if (!Array.isArray(input.nodes)) throw new WorkflowError('VALIDATION', 'workflow.error.format', { label: 'workflow.label.nodes' }, 'nodes');
  if (input.nodes.length > LIMITS.nodes) throw new WorkflowError('VALIDATION', 'workflow.error.tooManyNodes', { max: LIMITS.nodes }, 'nodes');

  const used = new Set<string>();
  const names = new Set<string>();
  const nodes = input.nodes.map((raw, i) => {
    const n = i + 1;
    if (!isObject(raw)) throw new WorkflowError('VALIDATION', 'workflow.error.format', { label: 'workflow.label.node', n }, 'nodes');
    only(raw, ['key', 'name', 'groupId', 'mode', 'slaHours', 'escalateTo', 'condition'], { where: 'workflow.label.node', n });
    const nodeName = str(raw.name, 'nodes', { label: 'workflow.label.nodeName', n }, LIMITS.nodeName, true)!;
    if (names.has(nodeName)) throw new WorkflowError('VALIDATION', 'workflow.error.nodeNameTaken', { name: nodeName }, 'nodes');
    names.add(nodeName);
    if (typeof raw.groupId !== 'string' || !groupIn(groups, raw.groupId)) {
      throw new WorkflowError('VALIDATION', 'workflow.error.nodeGroup', { n }, 'nodes');
    }
    if (!APPROVAL_MODES.includes(raw.mode as ApprovalMode)) throw new WorkflowError('VALIDATION', 'workflow.error.nodeMode', { n }, 'nodes');
    // a time limit in whole hours, or none (absent, null)
    if (raw.slaHours != null && !isSlaHours(raw.slaHours)) throw new WorkflowError('VALIDATION', 'workflow.error.nodeSla', { n, max: SLA_MAX }, 'nodes');
    if (raw.escalateTo != null && !ESCALATION_TARGETS.includes(raw.escalateTo as EscalationTarget))
      throw new WorkflowError('VALIDATION', 'workflow.error.nodeEscalation', { n }, 'nodes');
    const condition = checkCondition(raw.condition, businessType, n);
    let key = typeof raw.key === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(raw.key) ? raw.key : '';
    if (raw.key !== undefined && !key) throw new WorkflowError('VALIDATION', 'workflow.error.nodeKey', { n }, 'nodes');
    if (!key || used.has(key)) {
      let n = i + 1;
      while (used.has(`n${n}`)) n++;
      key = `n${n}`;
    }
    used.add(key);
    return {
      key,
      name: nodeName,
      groupId: raw.groupId,
      mode: raw.mode as ApprovalMode,
      ...(raw.slaHours != null ? { slaHours: raw.slaHours as number } : {}),
      ...(raw.escalateTo != null ? { escalateTo: raw.escalateTo as EscalationTarget } : {}),
      ...(condition ? { condition } : {}),
    };
  });

  if (enabled) {
    const routeless = routeProblem(nodes);
    if (routeless) throw new WorkflowError('VALIDATION', routeless, {}, 'nodes');
    for (const node of nodes) {
      const group = groupIn(groups, node.groupId)!;
      if (enabledMembers(group, user).length === 0) {
        throw new WorkflowError('VALIDATION', 'workflow.error.groupEmpty', { node: node.name, group: group.name }, 'nodes');
      }
    }
  }
  return { businessType, name, nodes, enabled, remark };
}

/**
 * Why an enabled definition with these nodes would leave a record without a route: no node at all, or
 * every node conditional (at least one must apply whatever the record, ./conditions.ts). Null: it routes.
 */
export function routeProblem(nodes: readonly { condition?: unknown }[]): string | null {
  if (nodes.length === 0) return 'workflow.error.noNodes';
  return nodes.every((node) => node.condition) ? 'workflow.error.allConditional' : null;
}

/** A group's lead is one of its members, or none (the form checks it as it is typed, the server on save). */
export function leadProblem(leadNo: unknown, members: readonly unknown[] | undefined): { key: string } | null {
  if (leadNo == null || leadNo === '') return null;
  return typeof leadNo === 'string' && (members ?? []).includes(leadNo) ? null : { key: 'workflow.error.leadNotMember' };
}

/** The definitions that use a group (deleting it is refused while any does). */
export function definitionsUsing(definitions: readonly WorkflowDefinition[], groupId: string) {
  return definitions.filter((d) => d.nodes.some((n) => n.groupId === groupId));
}

/**
 * How submission of a business type behaves now: `active` (an enabled definition with nodes starts an
 * approval), `disabled` (a definition exists but is off) or `none` — in the last two a submitted
 * record is approved at once.
 */
export function submissionMode(definitions: readonly WorkflowDefinition[], businessType: string): 'active' | 'disabled' | 'none' {
  const def = definitions.find((d) => d.businessType === businessType);
  if (!def) return 'none';
  return def.enabled && def.nodes.length > 0 ? 'active' : 'disabled';
}
