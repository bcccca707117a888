/**
 * What the store adds to the engine's 流程配置 (src/domain/desks/workflowDefinition.ts): the workflow
 * domain's own check of a definition (`checkDefinition`) on every create, edit and 启用 — one definition
 * per business type, each node's approval group there, and an enabled definition's every group with
 * someone enabled in it; and the approval groups as a dictionary that follows 审批组's records
 * (`APPROVAL_GROUP_DICTIONARY`: read from them, never stored), which a node's group is picked from.
 * Registered by mock/lib/rules.ts.
 */
import { approvalGroup } from '../../../src/domain/desks/administration';
import { APPROVAL_GROUP_DICTIONARY, nodesOf, workFlowDefinition } from '../../../src/domain/desks/workflowDefinition';
import type { Issue, ResourceRecord } from '../../../src/domain/engine';
import { serverText } from '../../../src/domain/serverMessages';
import { checkDefinition, isWorkflowError } from '../../../src/domain/workflow';
import { onAction, onWrite } from '../store/hooks';
import { storedRows } from '../store/tables';
import { directoryUser, liveEnv } from '../workflow/workflow';
import { registerFollowedDictionary } from '../store/options';

const NODE_CELLS = ['name', 'groupId', 'mode', 'slaHours', 'escalateTo', 'condition'];

/** A stored definition as the workflow's check takes it (empty cells left out). */
const inputOf = (record: ResourceRecord) => ({
  businessType: record.businessType,
  name: record.name,
  remark: record.remark || undefined,
  enabled: record.status === 'ENABLED',
  nodes: nodesOf(record).map((node) => Object.fromEntries(NODE_CELLS.filter((c) => node[c] != null && node[c] !== '').map((c) => [c, node[c]]))),
});

/** The workflow's refusal of `record`, as the issue it is about (none: it is fine). */
function refusalOf(record: ResourceRecord): Issue[] {
  try {
    checkDefinition(inputOf(record), liveEnv.definitions, liveEnv.groups, directoryUser, record.id);
    return [];
  } catch (e) {
    if (!isWorkflowError(e)) throw e;
    return [{ field: e.field ?? 'nodes', message: e.messageKey, params: e.params }];
  }
}

/** The approval groups as a dictionary: id, name — in the order 审批组 lists them. */
const groupDictionary = () => ({
  type: APPROVAL_GROUP_DICTIONARY,
  name: serverText('menu.approvalGroup'),
  items: storedRows(approvalGroup).map((g, i) => ({ value: g.id, label: String(g.name), order: i + 1, enabled: true })),
});

export function workflowDefinitionRules(): Array<() => void> {
  const key = workFlowDefinition.key;
  return [
    registerFollowedDictionary(APPROVAL_GROUP_DICTIONARY, groupDictionary),
    onWrite(key, ({ record }) => refusalOf(record)),
    // 启用 runs the same check on the stored nodes: a group emptied since they were saved is refused here
    onAction(key, 'enable', ({ after }) => {
      checkDefinition(inputOf(after), liveEnv.definitions, liveEnv.groups, directoryUser, after.id);
    }),
  ];
}
