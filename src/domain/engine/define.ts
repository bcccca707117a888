/**
 * `defineResource`: completes a definition with the business-record anatomy (domain.md §2) and the
 * defaults every consumer relies on. See types.ts for how to declare a resource.
 */
import { INFO_LEVELS, levelNameKey, PERSONNEL_LEVELS } from '../admin/secrecy';
import { attachmentPolicy } from './attachments';
import { editableCells, rowLimits } from './lineItems';
import type { ActionDef, AttachmentRef, FieldDef, ResourceDef, ResourceDefInput, Values } from './types';

/** The resource every business record's customer is picked from (src/domain/desks/customerProfile.ts). */
export const CUSTOMER_MASTER = 'customerProfile';

/**
 * A `type: 'secrecy'` field is a select of the information levels marked `secrecy` (the record's own
 * level); `'infoLevel'` and `'personnelLevel'` are selects of their kind's levels; each is named by its
 * setting (`levelNames`, fieldTypes.ts).
 */
const LEVEL_KINDS = {
  secrecy: { enum: INFO_LEVELS, levelNames: 'info', secrecy: true },
  infoLevel: { enum: INFO_LEVELS, levelNames: 'info' },
  personnelLevel: { enum: PERSONNEL_LEVELS, levelNames: 'personnel' },
} as const;
const secrecyKind = (f: FieldDef): FieldDef => (f.type in LEVEL_KINDS ? { ...f, type: 'select', ...LEVEL_KINDS[f.type as keyof typeof LEVEL_KINDS] } : f);

/** The built-in status field of a record with a lifecycle (with or without the rest of the anatomy). */
const statusField = (lifecycle: NonNullable<ResourceDefInput['lifecycle']>): FieldDef => ({
  key: 'status',
  type: 'select',
  label: 'resource.field.status',
  enum: lifecycle.statuses.map((s) => s.key),
  readOnly: true,
  table: { width: 110, sortable: true },
  search: true,
  detail: true,
});

/** The name of the user a record's field holds, as the answer names it (`userNames`), if any. */
const userNameOf = (r: Values, key: string): string | undefined => (r.userNames as Record<string, string> | undefined)?.[String(r[key])];

/** The anatomy fields, in the order they show; a declared field of the same key replaces one. */
function anatomyFields(input: ResourceDefInput): { head: FieldDef[]; tail: FieldDef[] } {
  const head: FieldDef[] = [];
  const tail: FieldDef[] = [];
  if (input.codePrefix) {
    head.push({
      key: 'code',
      type: 'text',
      label: 'resource.field.code',
      readOnly: true,
      table: { width: 190, fixed: 'left', sortable: true },
      search: true,
      detail: true,
    });
  }
  if (input.lifecycle) head.push(statusField(input.lifecycle));
  if (input.customer !== false) {
    head.push(
      {
        // picked from the customer master (客户档案, docs/customers.md): by name or code, its name copied
        key: 'customerId',
        type: 'text',
        maxLength: 64,
        pattern: /^[A-Za-z0-9_-]{1,64}$/,
        relatedTo: {
          resource: CUSTOMER_MASTER,
          related: false,
          pick: { label: 'name', warn: { statuses: ['ON_HOLD'], message: 'customerProfile.onHold', param: 'holdReason' } },
        },
        labelInto: 'customerName',
        label: 'resource.field.customer',
        required: true,
        search: true,
        form: true,
        detail: false,
      },
      { key: 'customerName', type: 'text', label: 'resource.field.customer', readOnly: true, table: { width: 170, ellipsis: true }, detail: true },
    );
  }
  if (input.applicant !== false) {
    tail.push({
      key: 'applicantName',
      type: 'text',
      label: input.applicant?.label ?? 'resource.field.applicant',
      readOnly: true,
      table: { width: 90, hidden: true },
      detail: true,
    });
  }
  tail.push(
    {
      key: 'createdAt',
      type: 'dateTime',
      label: 'resource.field.createdAt',
      readOnly: true,
      table: { width: 160, sortable: true },
      search: 'range',
      detail: true,
    },
    {
      key: 'updatedAt',
      type: 'dateTime',
      label: 'resource.field.updatedAt',
      readOnly: true,
      table: { width: 160, sortable: true, hidden: true },
      detail: true,
    },
    { key: 'remark', type: 'textarea', label: 'resource.field.remark', maxLength: 500, form: true, detail: true, wide: true },
  );
  return { head, tail };
}

export function defineResource(input: ResourceDefInput): ResourceDef {
  const anatomy = input.anatomy !== false;
  input = { ...input, fields: input.fields.map(secrecyKind) };
  const declared = new Map(input.fields.map((f) => [f.key, f]));
  let fields: FieldDef[] = input.fields;
  if (anatomy) {
    const { head, tail } = anatomyFields(input);
    const builtIn = [...head, ...tail].filter((f) => !declared.has(f.key));
    const headKeys = new Set(head.map((f) => f.key));
    fields = [...builtIn.filter((f) => headKeys.has(f.key)), ...input.fields, ...builtIn.filter((f) => !headKeys.has(f.key))];
  } else if (input.lifecycle && !declared.has('status')) {
    fields = [statusField(input.lifecycle), ...fields];
  }
  const keys = new Set<string>();
  for (const f of fields) {
    if (keys.has(f.key)) throw new Error(`resource ${input.key}: field ${f.key} declared twice`);
    keys.add(f.key);
  }
  if (input.lifecycle) {
    const statuses = new Set(input.lifecycle.statuses.map((s) => s.key));
    const check = (s: string, where: string) => {
      if (!statuses.has(s)) throw new Error(`resource ${input.key}: unknown status ${s} in ${where}`);
    };
    check(input.lifecycle.initial, 'initial');
    for (const a of input.lifecycle.actions) {
      a.from.forEach((s) => check(s, `action ${a.key}`));
      check(a.to, `action ${a.key}`);
    }
    (input.lifecycle.editableIn ?? []).forEach((s) => check(s, 'editableIn'));
    // a record in approval is locked until the approval ends: it cannot also be declared editable there
    const locked = input.lifecycle.statuses.filter((s) => s.inApproval).map((s) => s.key);
    for (const s of input.lifecycle.editableIn ?? []) {
      if (locked.includes(s)) throw new Error(`resource ${input.key}: status ${s} is in approval and cannot be editable`);
    }
  }
  for (const f of fields) {
    for (const moment of f.fixOn ?? []) {
      if (!f.derive) throw new Error(`resource ${input.key}: field ${f.key} is fixed but not derived`);
      if (moment !== 'create' && !input.lifecycle?.actions.some((a) => a.key === moment)) {
        throw new Error(`resource ${input.key}: field ${f.key} is fixed on an unknown moment ${moment}`);
      }
    }
  }
  for (const f of fields) {
    if (f.trackingOf && !fields.some((c) => c.key === f.trackingOf && c.dict))
      throw new Error(`resource ${input.key}: field ${f.key} is a tracking number of ${f.trackingOf}, which is no dictionary select`);
    if (f.type === 'lineItems' && !f.lines?.fields.length) throw new Error(`resource ${input.key}: line-items field ${f.key} declares no row fields`);
  }
  for (const view of input.statusViews ?? []) {
    if (!input.lifecycle?.statuses.some((st) => st.key === view.of))
      throw new Error(`resource ${input.key}: status view ${view.key} of an unknown status ${view.of}`);
  }
  if (input.rowTone && !input.rowReason) throw new Error(`resource ${input.key}: a highlighted row needs its reason (rowReason)`);
  for (const doc of input.print ?? []) {
    for (const key of doc.sections.flatMap((s) => s.fields)) {
      if (!keys.has(key)) throw new Error(`resource ${input.key}: print ${doc.key} names an unknown field ${key}`);
    }
  }
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const actions = new Map<string, ActionDef>((input.lifecycle?.actions ?? []).map((a) => [a.key, a]));
  const textInTable = fields.filter((f) => f.table && f.type === 'text' && !f.derive).map((f) => f.key);
  const secrecyFields = fields.filter((f) => f.secrecy);
  if (secrecyFields.length > 1 || (secrecyFields.length && input.secrecyField && input.secrecyField !== secrecyFields[0].key)) {
    throw new Error(`resource ${input.key}: one secrecy field at most`);
  }
  const thread = input.thread ? (input.thread === true ? {} : input.thread) : undefined;
  const mine = {
    applied: input.mine?.applied === false || input.applicant === false ? undefined : (input.mine?.applied ?? (anatomy ? 'applicantNo' : undefined)),
    assigned: input.mine?.assigned,
    // the queue: records nobody is assigned to yet (the assignee field empty)
    unassigned: input.mine?.unassigned && input.mine.assigned ? input.mine.assigned : undefined,
  };
  // a resource shown inside another page (a tab of it) is read with that page and its codes are that page's
  const prefix = input.page ? `${input.page}:${input.key}.` : `${input.key}:`;
  return {
    key: input.key,
    base: input.base ?? 'management',
    anatomy,
    customer: anatomy && input.customer !== false,
    creatable: input.creatable !== false,
    codePrefix: input.codePrefix,
    fields,
    lifecycle: input.lifecycle,
    rules: input.rules ?? [],
    defaultSort: input.defaultSort ?? { field: 'createdAt', order: 'descend' },
    rank: input.rank,
    defaultOrder: input.defaultOrder,
    rowTone: input.rowTone,
    rowReason: input.rowReason,
    applicant: anatomy && input.applicant !== false ? input.applicant || { label: 'resource.field.applicant', mine: 'resource.mine.applied' } : undefined,
    createLabel: input.createLabel ?? 'resource.list.create',
    statusViews: input.statusViews ?? [],
    // a record is always found by its code (the list's keyword, global search)
    keywordFields: [...new Set([...(input.codePrefix ? ['code'] : []), ...(input.keywordFields ?? textInTable)])],
    secrecyField: secrecyFields[0]?.key ?? input.secrecyField,
    thread: thread && {
      code: thread.code ?? `${input.key}:reply`,
      openIn: thread.openIn ?? (input.lifecycle?.statuses ?? []).filter((s) => !s.final).map((s) => s.key),
    },
    mine,
    module: input.module ?? `menu.${input.key}`,
    attachments: attachmentPolicy(input.attachments),
    print: input.print ?? [],
    filesOf: (r) => [...(Array.isArray(r.attachments) ? (r.attachments as AttachmentRef[]) : []), ...(input.files?.(r) ?? [])],
    removableIn: input.removable === true ? ['*'] : input.removable ? input.removable : [],
    removeGuard: input.removeGuard,
    auditExports: input.auditExports === true,
    treeParent: input.treeParent,
    // a user field names a record by the user's name (the answer's `userNames`): 外出委托's stand-in
    nameOf: (r) => String(r.code ?? (input.nameField ? (userNameOf(r, input.nameField) ?? r[input.nameField]) : undefined) ?? r.id ?? ''),
    field: (key) => byKey.get(key),
    action: (key) => actions.get(key),
    page: input.page ?? input.key,
    personalFields: fields.filter((f) => f.personal || f.lines?.fields.some((c) => c.personal)),
    codes: {
      read: input.codes?.read ?? input.page ?? input.key,
      create: input.codes?.create ?? `${prefix}create`,
      edit: `${prefix}edit`,
      remove: `${prefix}delete`,
      export: input.codes?.export ?? `${prefix}export`,
      reply: thread?.code ?? `${prefix}reply`,
      revealPersonal: `${prefix}revealPersonal`,
      action: (key) => actions.get(key)?.code ?? `${prefix}${key}`,
    },
  };
}

/** The locale key of a field's label. */
export const labelKey = (def: Pick<ResourceDef, 'key'>, field: FieldDef) => field.label ?? `${def.key}.field.${field.key}`;

/**
 * The locale key of an enum value's label (status values use `<resource>.status.<value>`). A secrecy
 * level's key is its default name only: pages show the 信息密级 setting's name (src/engine/text.ts).
 */
export const enumLabelKey = (def: Pick<ResourceDef, 'key'>, field: FieldDef, value: string) =>
  field.key === 'status'
    ? `${def.key}.status.${value}`
    : field.levelNames
      ? levelNameKey(field.levelNames, value)
      : field.enumLabel
        ? field.enumLabel(value)
        : `${def.key}.enum.${field.key}.${value}`;

export const actionLabelKey = (def: Pick<ResourceDef, 'key'>, action: string) => `${def.key}.action.${action}`;

/** Every page-element code of a resource (the catalogue registers these). */
export function codesOf(def: ResourceDef): string[] {
  const codes = new Set<string>();
  if (def.creatable) codes.add(def.codes.create);
  const locked = new Set((def.lifecycle?.statuses ?? []).filter((s) => s.inApproval).map((s) => s.key));
  const editable = def.lifecycle ? (def.lifecycle.editableIn ?? [def.lifecycle.initial]).some((s) => !locked.has(s)) : true;
  if (editable && formFields(def, 'edit').length > 0) codes.add(def.codes.edit);
  if (def.removableIn.length) codes.add(def.codes.remove);
  codes.add(def.codes.export);
  if (def.thread) codes.add(def.codes.reply);
  if (def.personalFields.length) codes.add(def.codes.revealPersonal);
  for (const a of def.lifecycle?.actions ?? []) if (!a.system) codes.add(def.codes.action(a.key));
  return [...codes];
}

/** Whether anything writes the resource's records through the engine: a read-only one (the logs, which the server writes) has no version, stamps or history. */
export const isWritten = (def: ResourceDef): boolean =>
  def.creatable || def.removableIn.length > 0 || Boolean(def.lifecycle) || codesOf(def).includes(def.codes.edit);

/** Fields of the create form (mode 'create') or the edit form (mode 'edit'). */
export function formFields(def: ResourceDef, mode: 'create' | 'edit'): FieldDef[] {
  return def.fields.filter((f) => !f.readOnly && !f.derive && (f.form === true || f.form === mode));
}

/** The values a new record's form starts with: each create-form field's `initial` (a first blank line where lines are required). */
export function formInitials(def: ResourceDef, now = Date.now()): Record<string, unknown> {
  return Object.fromEntries(
    formFields(def, 'create').flatMap((f): Array<[string, unknown]> => {
      // line items that need a row start with one blank row (its cells' own initial values)
      if (f.type === 'lineItems' && rowLimits(f).min > 0)
        return [[f.key, [Object.fromEntries(editableCells(f).flatMap((c) => (c.initial === undefined ? [] : [[c.key, c.initial]])))]]];
      return f.initial === undefined ? [] : [[f.key, typeof f.initial === 'function' ? f.initial(now) : f.initial]];
    }),
  );
}

/** Columns of the table, in order. */
export const tableFields = (def: ResourceDef) => def.fields.filter((f) => f.table);
/** Filters of the search form. */
export const searchFields = (def: ResourceDef) => def.fields.filter((f) => f.search);
/** Fields of the detail drawer. */
export const detailFields = (def: ResourceDef) => def.fields.filter((f) => (f.detail ?? Boolean(f.table || f.form)) && f.type !== 'attachments');
