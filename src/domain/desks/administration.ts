/**
 * The administration records kept by the resource engine (docs/administration.md "One engine"): plain
 * lists of 基础运维 whose fields, form, detail, actions, calls, grants and OpenAPI follow from one
 * definition each, like every desk's. What only they have is declared here as engine options: the one
 * current password template (启用, never deleted while current) and the template's own length rule.
 */
import { lengthProblem, PASSWORD_CLASSES, POLICY_LIMITS } from '../admin/password';
import { defineResource, referencedBy, type FieldDef } from '../engine';
import { leadProblem, LIMITS } from '../workflow/definitions';
import { selectType } from './dictionaries';
import { personnelAuthorization } from './personnelAuthorization';
import { systemUser } from './systemUser';
import { systemUserRole } from './systemUserRole';
import { secrecyLevelResources } from './secrecyLevels';
import { selectSetting } from './selectSetting';
import { workFlowDefinition } from './workflowDefinition';
import { organization } from './organization';
import { logResources } from './logs';
import { systemFunction } from './systemFunction';

/** A whole number within the policy's limits for `key`, required, in the table and the form. */
const count = (key: 'minLength' | 'expiryDays' | 'historyCount', initial: number, width: number, help?: string): FieldDef => ({
  key,
  type: 'integer',
  required: true,
  min: POLICY_LIMITS[key][0],
  max: POLICY_LIMITS[key][1],
  initial,
  help,
  table: { width },
  form: true,
});

/**
 * 密码模板: password policies (minimum length, character classes, expiry, history). Exactly one is
 * current (ACTIVE): 启用 makes a template current and the one before it not (mock/lib/admin/
 * passwordTemplates.ts); password changes, resets and the forced change read the current one.
 */
export const passwordTemplate = defineResource({
  key: 'passwordTemplate',
  anatomy: false,
  nameField: 'name',
  fields: [
    { key: 'name', type: 'text', required: true, maxLength: POLICY_LIMITS.nameMax, table: { width: 200 }, search: true, form: true },
    count('minLength', 8, 100),
    {
      key: 'classes',
      type: 'multiSelect',
      enum: PASSWORD_CLASSES,
      initial: ['upper', 'lower', 'digit'],
      table: { width: 260 },
      form: true,
    },
    count('expiryDays', 90, 130, 'passwordTemplate.expiryHint'),
    count('historyCount', 3, 150, 'passwordTemplate.historyHint'),
  ],
  rules: [lengthProblem],
  lifecycle: {
    initial: 'INACTIVE',
    editableIn: ['ACTIVE', 'INACTIVE'],
    statuses: [{ key: 'ACTIVE', tone: 'success' }, { key: 'INACTIVE' }],
    actions: [
      {
        key: 'activate',
        from: ['INACTIVE'],
        to: 'ACTIVE',
        confirm: true,
        notice: () => ({ message: 'passwordTemplate.activateNotice' }),
      },
      // the template that was current when another was made current (the server does it)
      { key: 'deactivate', from: ['ACTIVE'], to: 'INACTIVE', system: true },
    ],
  },
  removable: true,
  removeGuard: (r) => (r.status === 'ACTIVE' ? { message: 'passwordTemplate.error.deleteActive' } : null),
  defaultSort: { field: 'name', order: 'ascend' },
});

/**
 * 审批组: the approvers a workflow node's tasks go to (src/domain/workflow). A lead, told when a node
 * of the group is overdue, is one of the members or none. 被引用 is what routes to the group — the
 * workflow definitions (`DomainContext.references`, registered by the mock) — and a group so used is
 * not deleted. The workflow reads the groups from this resource's records (`WorkflowEnv.groups`).
 */
export const approvalGroup = defineResource({
  key: 'approvalGroup',
  anatomy: false,
  nameField: 'name',
  fields: [
    { key: 'name', type: 'text', required: true, maxLength: LIMITS.groupName, table: { width: 140 }, form: true },
    { key: 'members', type: 'users', required: true, help: 'approvalGroup.membersHelp', table: { width: 240 }, search: true, form: true, wide: true },
    { key: 'leadNo', type: 'user', help: 'approvalGroup.leadHelp', table: { width: 110 }, form: true },
    { key: 'description', type: 'textarea', maxLength: LIMITS.groupDescription, table: { width: 200, ellipsis: true }, form: true, wide: true },
    {
      key: 'usedBy',
      type: 'text',
      table: { width: 320 },
      wide: true,
      derive: referencedBy('approvalGroup'),
    },
    { key: 'updatedAt', type: 'dateTime', label: 'resource.field.updatedAt', readOnly: true, table: { width: 160 }, detail: true },
  ],
  rules: [(v) => (leadProblem(v.leadNo, v.members as string[] | undefined) ? { field: 'leadNo', message: 'workflow.error.leadNotMember' } : null)],
  keywordFields: ['name', 'description'],
  removable: true,
  removeGuard: (r) => (r.usedBy ? { message: 'approvalGroup.error.inUse', params: { name: String(r.name), definitions: String(r.usedBy) } } : null),
  defaultSort: { field: 'name', order: 'ascend' },
});

export const administrationResources = [
  passwordTemplate,
  approvalGroup,
  selectType,
  selectSetting,
  systemUser,
  systemUserRole,
  ...secrecyLevelResources,
  workFlowDefinition,
  organization,
  ...logResources,
  personnelAuthorization,
  systemFunction,
];
