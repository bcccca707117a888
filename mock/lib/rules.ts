/**
 * THE index of the rules the mock's areas add to the store's hooks (mock/lib/store/hooks.ts): the row filter
 * of data scope and secrecy, each desk's rules across records, what starts an approval, what raises a
 * notification, which records hold a file. Nothing registers itself on import: each area exports a
 * function answering its registrations' removers, and `wireRules()` calls them all, in this order.
 *
 * Every mock route file calls `wireRules()` once at its top, so the rules hold whichever of them umi
 * (or a test) loads first. umi evaluates the mock files again when one changes: the removers of the
 * previous evaluation are kept on `globalThis` and called before the rules are added again.
 */
import { cbbRules } from './desks/cbb';
import { knowledgeRules } from './desks/knowledge';
import { leaseDeskRules } from './desks/leaseDesk';
import { notificationRules } from './platform/notifications';
import { passwordTemplateRules } from './admin/passwordTemplates';
import { approvalGroupRules } from './admin/approvalGroups';
import { dictionaryRules } from './admin/dictionaries';
import { systemUserRules } from './admin/systemUsers';
import { roleRules } from './admin/roles';
import { secrecyLevelRules } from './admin/secrecyLevels';
import { workflowDefinitionRules } from './admin/workflowDefinitions';
import { organizationRules } from './admin/organizations';
import { logRules } from './admin/logSources';
import { dataScopeRules } from './admin/dataScopes';
import { systemFunctionRules } from './admin/systemFunctions';
import { repairDeskRules } from './desks/repairDesk';
import { repairShopRules } from './desks/repairShop';
import { stockRules } from './desks/stock';
import { termsRules } from './desks/terms';
import { threadRules } from './platform/threads';
import { trainingRules } from './desks/training';
import { visibilityRules } from './admin/visibility';
import { voiceRules } from './desks/voice';
import { workflowRecordRules } from './workflow/workflowRecords';
import { delegationRules } from './workflow/delegations';

/** The areas, each a function registering its rules and answering how to remove them. */
export const RULES: ReadonlyArray<{ area: string; register: () => Array<() => void> }> = [
  { area: 'visibility', register: visibilityRules },
  { area: 'workflow', register: workflowRecordRules },
  { area: 'notifications', register: notificationRules },
  { area: 'threads', register: threadRules },
  { area: 'repairDesk', register: repairDeskRules },
  { area: 'repairShop', register: repairShopRules },
  { area: 'leaseDesk', register: leaseDeskRules },
  { area: 'training', register: trainingRules },
  { area: 'knowledge', register: knowledgeRules },
  { area: 'cbb', register: cbbRules },
  { area: 'voice', register: voiceRules },
  { area: 'terms', register: termsRules },
  { area: 'passwordTemplate', register: passwordTemplateRules },
  { area: 'approvalGroup', register: approvalGroupRules },
  { area: 'selectType', register: dictionaryRules },
  { area: 'systemUser', register: systemUserRules },
  { area: 'systemUserRole', register: roleRules },
  { area: 'secrecyLevels', register: secrecyLevelRules },
  { area: 'workFlowDefinition', register: workflowDefinitionRules },
  { area: 'Organization', register: organizationRules },
  { area: 'logs', register: logRules },
  { area: 'personnelAuthorization', register: dataScopeRules },
  { area: 'systemFunction', register: systemFunctionRules },
  { area: 'approvalDelegation', register: delegationRules },
  // last: its action hooks move stock once every other hook of the action has passed
  { area: 'stock', register: stockRules },
];

const slot = globalThis as { __portalMockRules?: Array<() => void> };
let wired = false;

/** Register every area's rules, once per evaluation of the mock (the previous evaluation's removed first). */
export function wireRules(): void {
  if (wired) return;
  wired = true;
  for (const off of slot.__portalMockRules ?? []) off();
  slot.__portalMockRules = RULES.flatMap((r) => r.register());
}
