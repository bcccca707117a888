/**
 * What the store adds to the engine's 审批组 (src/domain/desks/administration.ts): a group's name is
 * unique, and what refers to a group is the workflow definitions that route a node to it — its 被引用
 * and the guard that keeps it from being deleted while so used. Registered by mock/lib/rules.ts.
 */
import { approvalGroup } from '../../../src/domain/desks/administration';
import { definitionsUsing } from '../../../src/domain/workflow';
import { onWrite, storedRows } from '../store/store';
import { registerReferences } from '../store/references';
import { liveEnv } from '../workflow/workflow';

export function approvalGroupRules(): Array<() => void> {
  const key = approvalGroup.key;
  registerReferences(key, (id) => definitionsUsing(liveEnv.definitions(), id).map((d) => ({ id: d.id, name: d.name })));
  return [
    () => registerReferences(key, () => []),
    onWrite(key, ({ record }) => {
      const name = String(record.name ?? '').trim();
      const taken = storedRows(approvalGroup).some((g) => g.id !== record.id && String(g.name).trim() === name);
      return taken ? [{ field: 'name', message: 'workflow.error.groupTaken', params: { name } }] : undefined;
    }),
  ];
}
