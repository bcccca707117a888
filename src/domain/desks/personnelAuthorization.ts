/**
 * 人员授权: each user's data scope (src/domain/admin/scope.ts) as a record of the resource engine, one per
 * user — seeded for every user and made with each new one (mock/lib/admin/dataScopes.ts), never created
 * or deleted on the page. 默认 (`DEFAULT`): the user's own organization's subtree and all customers,
 * following the user if they move; an edit makes the scope 已授权 (`CUSTOM`): all organizations or the
 * units chosen (each covering its subtree), all customers or the customers chosen from 客户档案.
 * 恢复默认 takes it back. The filter every resource applies reads these records (mock/lib/server/identity.ts).
 */
import { CUSTOMER_MASTER, defineResource, type Values } from '../engine';

/** The user a scope belongs to, by name (the answer's `userNames`), else by number. */
const userNameOf = (r: Values) => String((r.userNames as Record<string, string> | undefined)?.[String(r.userNo)] ?? r.userNo ?? '');

/** How far one dimension of a scope reaches, as the list sums it up: all, the default (本部门), or the units / customers listed. */
export const orgReach = (r: Values): 'ALL' | 'OWN' | 'LISTED' => (r.status === 'DEFAULT' ? 'OWN' : r.allOrgs === true ? 'ALL' : 'LISTED');
export const customerReach = (r: Values): 'ALL' | 'LISTED' => (r.status === 'DEFAULT' || r.allCustomers === true ? 'ALL' : 'LISTED');

export const personnelAuthorization = defineResource({
  key: 'personnelAuthorization',
  base: 'hr',
  anatomy: false,
  customer: false,
  applicant: false,
  creatable: false,
  nameField: 'userNo',
  fields: [
    { key: 'userNo', type: 'user', label: 'admin.scope.user', readOnly: true, table: { width: 150, fixed: 'left' }, search: true, detail: true },
    {
      key: 'orgName',
      type: 'text',
      label: 'admin.user.field.org',
      table: { width: 180, ellipsis: true },
      derive: (r, ctx) => ctx.user?.(String(r.userNo))?.orgName ?? '',
    },
    { key: 'orgReach', type: 'select', enum: ['ALL', 'OWN', 'LISTED'], label: 'admin.scope.orgs', table: { width: 110 }, derive: orgReach },
    { key: 'customerReach', type: 'select', enum: ['ALL', 'LISTED'], label: 'admin.scope.customers', table: { width: 110 }, derive: customerReach },
    { key: 'allOrgs', type: 'boolean', label: 'admin.scope.allOrgs', form: true, detail: true },
    { key: 'orgIds', type: 'orgs', label: 'admin.scope.orgList', help: 'admin.scope.orgHelp', form: true, detail: true, wide: true },
    { key: 'allCustomers', type: 'boolean', label: 'admin.scope.allCustomers', initial: true, form: true, detail: true },
    {
      key: 'customerIds',
      type: 'multiSelect',
      label: 'admin.scope.customerList',
      relatedTo: { resource: CUSTOMER_MASTER, related: false, pick: { label: 'name' } },
      help: 'admin.scope.customerHelp',
      form: true,
      wide: true,
    },
    {
      // the chosen customers by their names in 客户档案 (read there, never copied)
      key: 'customerNames',
      type: 'text',
      label: 'admin.scope.customerList',
      detail: true,
      wide: true,
      derive: (r, ctx) => (Array.isArray(r.customerIds) ? r.customerIds : []).map((id) => String(ctx.customer?.(id)?.name ?? id)).join('、'),
    },
    { key: 'updatedAt', type: 'dateTime', label: 'resource.field.updatedAt', readOnly: true, detail: true },
  ],
  lifecycle: {
    initial: 'DEFAULT',
    editableIn: ['DEFAULT', 'CUSTOM'],
    statuses: [{ key: 'DEFAULT' }, { key: 'CUSTOM', tone: 'processing' }],
    actions: [
      // an edit of a 默认 scope makes it 已授权 (the store's write check): never a button
      { key: 'customize', from: ['DEFAULT'], to: 'CUSTOM', system: true },
      {
        key: 'reset',
        from: ['CUSTOM'],
        to: 'DEFAULT',
        confirm: true,
        notice: (r) => ({ message: 'admin.scope.confirmReset', params: { name: userNameOf(r) } }),
      },
    ],
  },
  keywordFields: ['userNo'],
  defaultSort: { field: 'userNo', order: 'ascend' },
});
