/**
 * 流程配置 as a record of the resource engine (docs/administration.md "One engine"): one definition per
 * business type — its name, remark, 启用 / 停用 and its nodes as line items (at most 10). A node's tasks
 * go to the members of its approval group (审批组's records, as a dictionary that follows them); its
 * condition is the engine's `condition` kind, checked for the business type by the definition's rule.
 * Running approvals keep their own copy of the nodes, so a definition is edited whatever runs on it.
 * The rule says what the workflow domain's checks say (src/domain/workflow/definitions.ts), in the
 * same words: node names once, a condition the type offers, and an enabled definition routes every
 * record. What needs the store — one definition per type, a group that exists and has someone enabled
 * in it — is the store's check, `checkDefinition` (mock/lib/admin/workflowDefinitions.ts).
 */
import { defineResource, type FieldDef, type Issue, type Values, onOffLifecycle } from '../engine';
import { BUSINESS_TYPES } from '../workflow/businessTypes';
import { checkCondition } from '../workflow/conditions';
import { LIMITS, routeProblem } from '../workflow/definitions';
import { isWorkflowError } from '../workflow/errors';
import { SLA_MAX_HOURS } from '../workflow/sla';
import { APPROVAL_MODES, ESCALATION_TARGETS } from '../workflow/types';

/** The dictionary that follows 审批组's records (value: the group's id, label: its name). */
export const APPROVAL_GROUP_DICTIONARY = 'approvalGroups';

const nodes: FieldDef = {
  key: 'nodes',
  type: 'lineItems',
  form: true,
  wide: true,
  detail: false,
  help: 'workflow.definition.node.slaHelp',
  lines: {
    fields: [
      { key: 'name', label: 'workflow.definition.node.name', type: 'text', required: true, maxLength: LIMITS.nodeName },
      { key: 'groupId', type: 'select', dict: APPROVAL_GROUP_DICTIONARY, required: true },
      { key: 'mode', type: 'select', enum: APPROVAL_MODES, enumLabel: (m) => `workflow.mode.${m}`, required: true, initial: 'ANY_ONE' },
      { key: 'slaHours', type: 'integer', min: 1, max: SLA_MAX_HOURS },
      {
        key: 'escalateTo',
        type: 'select',
        enum: ESCALATION_TARGETS,
        enumLabel: (to) => `workflow.definition.node.escalateTo.${to}`,
        initial: 'lead',
      },
      { key: 'condition', type: 'condition', conditionOf: 'businessType' },
    ],
    minRows: 0,
    maxRows: LIMITS.nodes,
    summary: ['name'],
  },
};

/** The nodes of a definition record (none when it has none). */
export const nodesOf = (record: Values): Values[] => (Array.isArray(record.nodes) ? (record.nodes as Values[]) : []);

/**
 * The definition's cross-field rule (the form runs it on submit, the store on every write): each node
 * once by name, with a condition the business type offers; an enabled definition routes every record.
 */
export function definitionProblems(v: Values): Issue[] {
  const out: Issue[] = [];
  const names = new Set<string>();
  const list = nodesOf(v);
  list.forEach((node, i) => {
    const n = i + 1;
    const at = { field: 'nodes', row: n };
    const name = String(node.name ?? '').trim();
    if (name && names.has(name)) out.push({ ...at, cell: 'name', message: 'workflow.error.nodeNameTaken', params: { name } });
    names.add(name);
    try {
      checkCondition(node.condition ?? undefined, String(v.businessType ?? ''), n);
    } catch (e) {
      if (!isWorkflowError(e)) throw e;
      out.push({ ...at, cell: 'condition', message: e.messageKey, params: e.params });
    }
  });
  if (v.status === 'ENABLED') {
    const routeless = routeProblem(list);
    if (routeless) out.push({ field: 'nodes', message: routeless });
  }
  return out;
}

/** Why a definition cannot be enabled as it is stored (the 启用 action's guard): it would not route every record. */
const enableGuard = (r: Values): Issue | null => {
  const routeless = routeProblem(nodesOf(r));
  return routeless ? { field: 'nodes', message: routeless } : null;
};

/** 流程配置: the workflow definitions, one per business type (`workFlowDefinition`, the page's key). */
export const workFlowDefinition = defineResource({
  key: 'workFlowDefinition',
  anatomy: false,
  nameField: 'name',
  fields: [
    {
      key: 'businessType',
      type: 'select',
      enum: BUSINESS_TYPES.map((b) => b.type),
      enumLabel: (type) => `menu.${type}`,
      required: true,
      table: { width: 140 },
      search: true,
      form: 'create',
      detail: true,
    },
    { key: 'name', type: 'text', required: true, maxLength: LIMITS.definitionName, table: { width: 200 }, search: true, form: true },
    { key: 'remark', type: 'textarea', maxLength: LIMITS.remark, table: { width: 200, ellipsis: true }, form: true, wide: true },
    { key: 'nodeCount', type: 'integer', table: { width: 80 }, derive: (r) => nodesOf(r).length },
    nodes,
    { key: 'updatedAt', type: 'dateTime', label: 'resource.field.updatedAt', readOnly: true, table: { width: 160 }, detail: true },
  ],
  rules: [definitionProblems],
  lifecycle: onOffLifecycle({
    initial: 'DISABLED',
    enable: { guard: enableGuard, notice: () => ({ message: 'workflow.definition.enableConfirm' }) },
    disable: { danger: false, notice: () => ({ message: 'workflow.definition.disableConfirm', tone: 'warning' }) },
  }),
  keywordFields: ['name', 'remark'],
  removable: true,
  defaultSort: { field: 'businessType', order: 'ascend' },
});
