/**
 * 外出委托: a user's stand-in for a period (src/domain/workflow/delegation.ts), a record of the resource
 * engine hosted by 审批管理 (`page`; opened there by 设置代理人) with that page's element codes as its
 * rights: `approvalManagement:delegate` reads, makes and cancels one's own. The delegator is the
 * signed-in user (set by the server, mock/lib/workflow/delegations.ts, which also keeps the list to
 * one's own unless one holds `workFlowDefinition:delegations`, and refuses oneself, an overlap and a
 * chain). Its stored status is 有效 / 已取消; where it stands on the clock (未开始 / 生效中 / 已结束) is
 * derived. The workflow's routing reads these records (`WorkflowEnv.delegations`).
 */
import { defineResource, type Values } from '../engine';
import { BUSINESS_TYPES } from '../workflow/businessTypes';
import { DELEGATION_REASON_MAX, DELEGATION_STATES, delegationCancellable, delegationState, periodProblem } from '../workflow/delegation';
import { WORKFLOW_CODES } from '../workflow/permissions';

const WEEK = 7 * 86_400_000;
/** A moment to the minute, in the local day (`set` moves it: 23:59 that day). */
const minuteOf = (ms: number, set: (d: Date) => unknown) => {
  const d = new Date(ms);
  set(d);
  d.setSeconds(0, 0);
  return d.toISOString();
};
/** Where a 有效 delegation stands at `now`; a cancelled one stands nowhere. */
const stateAt = (r: Values, now: number) => (r.status === 'ACTIVE' && r.from && r.to ? delegationState({ from: r.from, to: r.to }, now) : undefined);

export const approvalDelegation = defineResource({
  key: 'approvalDelegation',
  base: 'workflow',
  page: 'approvalManagement',
  codes: { read: WORKFLOW_CODES.delegate, create: WORKFLOW_CODES.delegate, export: WORKFLOW_CODES.delegate },
  module: 'menu.approvalManagement',
  anatomy: false,
  customer: false,
  applicant: false,
  nameField: 'toUserNo',
  fields: [
    { key: 'fromUserNo', type: 'user', readOnly: true, table: { width: 110 }, search: true, detail: true },
    { key: 'toUserNo', type: 'user', required: true, table: { width: 110 }, search: true, form: 'create' },
    // where it stands on the clock, beside the stored status
    { key: 'state', type: 'select', enum: DELEGATION_STATES, table: { width: 90 }, search: true, derive: (r, ctx) => stateAt(r, ctx.now) },
    // from the start of this minute to the end of the 7th day: a week's trip (the dialog's default before)
    { key: 'from', type: 'dateTime', required: true, initial: (now) => minuteOf(now, (d) => d), table: { width: 150 }, form: 'create' },
    { key: 'to', type: 'dateTime', required: true, initial: (now) => minuteOf(now + WEEK, (d) => d.setHours(23, 59)), table: { width: 150 }, form: 'create' },
    {
      key: 'businessTypes',
      type: 'multiSelect',
      enum: BUSINESS_TYPES.map((b) => b.type),
      enumLabel: (type) => `menu.${type}`,
      help: 'approvalDelegation.businessTypesHelp',
      table: { width: 200 },
      form: 'create',
    },
    { key: 'reason', type: 'text', maxLength: DELEGATION_REASON_MAX, table: { width: 150, ellipsis: true }, form: 'create', wide: true },
    { key: 'createdAt', type: 'dateTime', label: 'resource.field.createdAt', readOnly: true, detail: true },
  ],
  rules: [periodProblem],
  lifecycle: {
    initial: 'ACTIVE',
    editableIn: [],
    statuses: [
      { key: 'ACTIVE', tone: 'success' },
      { key: 'CANCELLED', final: true },
    ],
    actions: [
      {
        key: 'cancel',
        from: ['ACTIVE'],
        to: 'CANCELLED',
        code: WORKFLOW_CODES.delegate,
        confirm: true,
        danger: true,
        notice: (r) => ({ message: 'approvalDelegation.cancelNotice', params: { name: approvalDelegation.nameOf(r) } }),
        offeredWhen: (r) => r.state !== 'ended',
        guard: (r, _input, ctx) => (delegationCancellable(stateAt(r, ctx.now) ?? 'ended') ? null : { message: 'workflow.delegation.error.over' }),
      },
    ],
  },
  keywordFields: ['reason'],
  defaultSort: { field: 'createdAt', order: 'descend' },
});
