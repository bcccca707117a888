/**
 * 用户管理: the portal's users as a record of the resource engine (docs/administration.md "One engine").
 * The record holds only what the page shows and edits — never a password or a session: those are the
 * user's credentials, kept apart by the mock (identity.ts), of which the list shows two facts
 * (`DomainContext.signIn`). Users are disabled, never deleted, since records name them. What the store
 * adds (mock/lib/admin/systemUsers.ts): 工号 and 电话 unique, no change that leaves nobody able to
 * administer users and roles, nobody disables themself, a new user's and a reset's temporary password
 * answered once, a disabled user signed out everywhere.
 */
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN, ROLE_DICTIONARY, USER_NAME_MAX, USER_NO_PATTERN } from '../admin/users';
import { defineResource, onOffLifecycle } from '../engine';

const label = (key: string) => `admin.user.field.${key}`;

export const systemUser = defineResource({
  key: 'systemUser',
  base: 'hr',
  anatomy: false,
  nameField: 'userName',
  fields: [
    {
      key: 'userNo',
      type: 'text',
      label: label('userNo'),
      required: true,
      maxLength: 20,
      pattern: USER_NO_PATTERN,
      patternMessage: 'admin.user.error.userNo',
      table: { width: 110, fixed: 'left' },
      // the account number signs in and records name it: fixed once the user exists
      form: 'create',
    },
    { key: 'userName', type: 'text', label: label('userName'), required: true, maxLength: USER_NAME_MAX, table: { width: 100 }, form: true },
    { key: 'orgId', type: 'org', label: label('org'), required: true, table: { width: 200 }, search: true, form: true },
    { key: 'roles', type: 'multiSelect', dict: ROLE_DICTIONARY, label: label('roles'), required: true, table: { width: 220 }, search: true, form: true },
    {
      key: 'secrecyLevel',
      type: 'personnelLevel',
      label: label('secrecyLevel'),
      required: true,
      initial: 'GENERAL',
      table: { width: 100 },
      search: true,
      form: true,
    },
    {
      key: 'phone',
      type: 'text',
      label: label('phone'),
      personal: 'phone',
      required: true,
      maxLength: 13,
      pattern: PHONE_PATTERN,
      patternMessage: 'admin.user.error.phone',
      table: { width: 170 },
      form: true,
    },
    {
      key: 'email',
      type: 'text',
      label: label('email'),
      required: true,
      maxLength: EMAIL_MAX,
      pattern: EMAIL_PATTERN,
      patternMessage: 'admin.user.error.email',
      table: { width: 220, ellipsis: true },
      form: true,
    },
    {
      key: 'mustChangePassword',
      type: 'boolean',
      label: 'admin.user.mustChange',
      table: { width: 110 },
      detail: true,
      derive: (r, ctx) => ctx.signIn?.(String(r.userNo))?.mustChangePassword ?? false,
    },
    {
      key: 'passwordChangedAt',
      type: 'dateTime',
      label: label('passwordChangedAt'),
      table: { width: 160 },
      detail: true,
      derive: (r, ctx) => ctx.signIn?.(String(r.userNo))?.passwordChangedAt ?? null,
    },
    { key: 'updatedAt', type: 'dateTime', label: 'resource.field.updatedAt', readOnly: true, detail: true },
  ],
  lifecycle: onOffLifecycle({
    disable: { notice: (r) => ({ message: 'admin.user.confirmDisable', params: { name: String(r.userName ?? '') }, tone: 'warning' }) },
    more: [
      {
        // a new temporary password, answered once; only an enabled user can sign in with it
        key: 'resetPassword',
        from: ['ENABLED'],
        to: 'ENABLED',
        confirm: true,
        notice: (r) => ({ message: 'admin.user.confirmReset', params: { name: String(r.userName ?? '') } }),
      },
    ],
  }),
  keywordFields: ['userNo', 'userName', 'email'],
  defaultSort: { field: 'userNo', order: 'ascend' },
});
