/**
 * The resource definition — the one declaration of a business resource (architecture.md "Declare each
 * business resource once"). Plain TypeScript, no React: the page engine (src/engine), the typed
 * service (src/services/resource.ts), the OpenAPI document (scripts/openapi.ts) and the mock backend
 * (mock/lib/store/store.ts, mock/resources.ts) are all derived from it.
 *
 * ## How to declare a resource
 *
 * ```ts
 * // src/domain/desks/complaint.ts
 * import { defineResource } from '../engine';
 *
 * export const complaint = defineResource({
 *   key: 'userComplaints',          // page name = route folder = permission prefix = URL segment
 *   codePrefix: 'CMP',              // record numbers CMP-20261121-0001
 *   fields: [
 *     { key: 'category', type: 'select', dict: 'complaintCategory', required: true, table: true, search: true, form: true },
 *     { key: 'severity', type: 'select', enum: ['LOW', 'MEDIUM', 'HIGH'], required: true, table: true, form: true },
 *     { key: 'expectedBy', type: 'date', form: true, table: true, search: 'range' },
 *     { key: 'description', type: 'textarea', required: true, maxLength: 2000, form: true },
 *   ],
 *   lifecycle: {
 *     initial: 'DRAFT',
 *     statuses: [{ key: 'DRAFT' }, { key: 'IN_APPROVAL', tone: 'processing' }, { key: 'CLOSED', tone: 'success', final: true }],
 *     actions: [
 *       { key: 'submit', from: ['DRAFT'], to: 'IN_APPROVAL', submit: true, confirm: true },
 *       { key: 'close', from: ['IN_APPROVAL'], to: 'CLOSED', comment: 'optional', bulk: true },
 *     ],
 *     editableIn: ['DRAFT'],
 *   },
 * });
 * ```
 * then append it to `src/domain/desks/index.ts`, give the page folder
 * `export default () => <ResourcePage resource={complaint} />`, add the locale keys
 * (`<key>.field.<field>`, `<key>.status.<STATUS>`, `<key>.action.<action>`, `<key>.enum.<field>.<value>`)
 * in both languages, and seed rows in mock/lib/seed. The route line already exists in config/routes.ts.
 * See docs/resource-engine.md.
 *
 * ## What `defineResource` adds (the anatomy of a business record, domain.md §2)
 * Unless `anatomy: false`: id, code (when `codePrefix`), status (when a lifecycle), customerId /
 * customerName (unless `customer: false`), applicantNo / applicantName, createdAt, updatedAt, version,
 * remark, attachments, and the history timeline. They are placed in table / detail / form sensibly;
 * a field of the same key in `fields` overrides the built-in one.
 *
 * ## Conventions
 * - Labels are locale keys: `<resource>.field.<key>` unless `label` says otherwise; shared anatomy
 *   fields use `resource.field.<key>`. Validation messages are locale keys under `resource.validation.*`
 *   with `{label}`/`{min}`/`{max}` parameters; the mock renders them in zh-CN.
 * - Values on the wire: date = 'YYYY-MM-DD', dateTime = ISO 8601 with zone, money/number = number,
 *   select = string, multiSelect = string[], attachments = AttachmentRef[].
 * - Permission codes: `<resource>:create`, `<resource>:edit`, `<resource>:export`, and one per action
 *   (`<resource>:<action>` unless the action's `code` says otherwise). Reading needs the page itself
 *   (`<resource>` in the user's grants).
 */

import type { DomainContext, FieldDef, Issue, RowReason, Tone, Values } from './fieldTypes';
import type { ActionDef, Lifecycle } from './lifecycleTypes';
import type { AttachmentRef } from './recordTypes';

export * from './fieldTypes';
export * from './lifecycleTypes';
export * from './recordTypes';

/** A rule across fields (end ≥ start…): returns the problems it finds, addressed to fields. */
export type CrossRule = (values: Values, ctx: DomainContext) => Issue[] | Issue | null | undefined;

export interface SortSpec {
  field: string;
  order: 'ascend' | 'descend';
  /**
   * In the default order only (the user chose no sort): records in these statuses (void, suspended,
   * superseded …) come after all the others, so a list opens on the records in force.
   */
  last?: readonly string[];
}

export interface ResourceDefInput {
  /** page name, route folder, permission prefix and URL segment, e.g. 'aogOrder' */
  key: string;
  /** service base of the calls (a key of API in src/domain/endpoints.ts), default 'management' */
  base?: 'management' | 'workflow' | 'hr' | 'file' | 'permission';
  /** prefix of the human record number, e.g. 'AOG' → AOG-20261121-0007 (omit: no code field) */
  codePrefix?: string;
  /** the business fields (see FieldDef). Anatomy fields are added unless `anatomy: false`. */
  fields: FieldDef[];
  lifecycle?: Lifecycle;
  rules?: CrossRule[];
  /** add the business-record anatomy (domain.md §2); false for plain administration resources */
  anatomy?: boolean;
  /** the anatomy includes customerId / customerName (default true) */
  customer?: boolean;
  /** new records can be created from the page (default true) */
  creatable?: boolean;
  /** records can be deleted: true (any status) or the statuses that allow it (default: never) */
  removable?: boolean | readonly string[];
  /**
   * Why a record that `removable` allows cannot be deleted now (the password template in use): the
   * list shows its 删除 disabled with this reason, the server refuses it (NOT_REMOVABLE) with it.
   */
  removeGuard?: (record: Values) => Issue | null;
  /** every export, done or refused, is an operation-log entry with its row count (the logs: who took them away) */
  auditExports?: boolean;
  /**
   * The records form a tree: the field holding the parent record's id (none at the top). The list pages
   * the top records, each answered with its `children` nested, in the list's order; a filtered list keeps
   * the matches with their ancestors (and, under a match nothing below matches, everything) — 系统功能.
   */
  treeParent?: string;
  /**
   * The field that names a record where it has no code (an administration record's name): the
   * confirmations, the operation log and the detail's title say it. Default: the code, else the id.
   */
  nameField?: string;
  /** list order when the user chose none (default createdAt descend) */
  defaultSort?: SortSpec;
  /**
   * The list order when the user chose no sort, as a comparator of two rows (stored values plus the
   * context); overrides `defaultSort`. E.g. AOG: unanswered orders by deadline, the rest newest first.
   */
  defaultOrder?: (a: Values, b: Values, ctx: DomainContext) => number;
  /**
   * A rank applied before any sort: lower ranks come first whatever the user sorts by (open AOG
   * orders first). Plain function of the stored record (derived values are not computed for it).
   */
  rank?: (record: Values, ctx: DomainContext) => number;
  /** highlight a row (overdue…): the tone of the whole row, or undefined. Declare `rowReason` with it. */
  rowTone?: (record: Values, ctx: DomainContext) => Tone | undefined;
  /**
   * Why a highlighted row is highlighted, in a few words ("超时 3 小时", "逾期 5 天"; helpers in
   * reasons.ts): the list shows it as a badge beside the status (beside the code without one), so the
   * reason is in view at any width, whatever columns are scrolled away or turned off. Asked only for
   * rows `rowTone` highlights. A definition with `rowTone` must declare it (the registry test).
   */
  rowReason?: (record: Values, ctx: DomainContext) => RowReason | undefined;
  /**
   * Whether the records have an applicant (the anatomy's 申请人 column and detail field, the list's
   * 我申请的 filter). Default: they do. `false` for master data and content nobody applies for —
   * products, courses, outlets, experts, banners: neither the field nor the filter appears (the server
   * still records who created a record, in its history). `{ label, mine }` for a desk whose records
   * have an author or a submitter rather than an applicant: the locale keys of the field's label (作者)
   * and of the filter (我发布的).
   */
  applicant?: false | { label: string; mine: string };
  /**
   * The locale key of the create button when "新建<name>" does not read naturally (发布信息, 提建议);
   * default `resource.list.create` with the record's name (`<key>.name`).
   */
  createLabel?: string;
  /**
   * How some records of a status read: a status shown under another name while a condition holds (a
   * conversation OPEN with no agent yet reads 排队中, not 处理中). `key` is the shown value (its label
   * `<resource>.status.<key>`), `of` the stored status; the server and the filters know only the stored one.
   */
  statusViews?: ReadonlyArray<{ key: string; of: string; tone?: Tone; when: (record: Values) => boolean }>;
  /**
   * fields the free-text `keyword` search looks in — the list's keyword and global search across the
   * desks (src/domain/search.ts) — (default: every text field in the table); the code is always one
   */
  keywordFields?: readonly string[];
  /** the field holding the record's information secrecy level (mock secrecy filter), if any */
  secrecyField?: string;
  /** the module name of operation-log entries (locale key, default `menu.<key>`) */
  module?: string;
  /**
   * A reply thread on each record: messages (text and attachments, newest last) added without a status
   * change. `true` for the defaults; see ThreadOptions and thread.ts.
   */
  thread?: boolean | ThreadOptions;
  /**
   * The "mine" filters of the list: the field holding the applicant's user number ("I applied for",
   * default `applicantNo` for business records) and the one holding the assignee's ("assigned to me");
   * `unassigned: true` also offers the queue — records whose assignee field is empty.
   */
  mine?: { applied?: string | false; assigned?: string; unassigned?: boolean };
  /**
   * The page (route) that shows this resource when it is not a page of its own but a part of another
   * desk's page (the FAQ, a tab of 客服管理): reading needs that page, its element codes are
   * `<page>:<key>.<action>` (so the page's grant covers them) and its records' addresses are on that
   * page (`recordHref` of src/domain/links.ts with the page). Default: the resource's own key.
   */
  page?: string;
  /**
   * A hosted resource's rights as element codes its page has already (外出委托 in 审批管理:
   * `approvalManagement:delegate`), instead of codes of its own — so every role holding the page's
   * code holds the resource, and 系统功能 lists nothing new. Each code not named stays the default.
   */
  codes?: Partial<Record<'read' | 'create' | 'export', string>>;
  /** attachments of the records: document types and limits (default: DEFAULT_ATTACHMENT_POLICY) */
  attachments?: Partial<AttachmentPolicy>;
  /** printable documents of a record (a quote, a delivery note, a claim form) */
  print?: PrintDef[];
  /**
   * Files a record holds beyond its attachments (a technical material's revisions): the file API
   * serves them under the same rule as attachments — only to a user who may open the record.
   */
  files?: (record: Values) => AttachmentRef[];
}

/** Who may post in a record's thread, and when. */
export interface ThreadOptions {
  /** permission code of posting (default `<resource>:reply`) */
  code?: string;
  /** statuses in which posting is open (default: every status that is not final) */
  openIn?: readonly string[];
}

/**
 * What may be attached to a record: the document types (a dictionary of 选项配置; every attachment
 * names one) and the limits — checked by the page before the upload and by the mock on attach, from
 * this one declaration.
 */
export interface AttachmentPolicy {
  /** dictionary type of the document types (default 'documentType': quote, certificate, photo, invoice, other) */
  docTypes: string;
  /** largest file, bytes */
  maxBytes: number;
  /** most attachments on one record */
  maxCount: number;
  /** accepted files: MIME types ('image/*' for a family) and the file-name extensions they go with */
  accept: ReadonlyArray<{ mime: string; extensions: readonly string[] }>;
}

/**
 * A printable document of a record: a title (locale key, e.g. `procurementOrder.print.quote` 报价单),
 * sections of fields (a `lineItems` field prints as its table with totals), the statuses in which it
 * is offered (default: every status) and the permission it needs (default: reading the record).
 */
export interface PrintDef {
  key: string;
  title: string;
  sections: Array<{ title?: string; fields: readonly string[] }>;
  statuses?: readonly string[];
  /** a closing line printed under the document (terms, signature block), locale key */
  footer?: string;
}

/** A definition after `defineResource`: fields complete, defaults resolved. */
export interface ResourceDef extends Required<Pick<ResourceDefInput, 'key' | 'base' | 'anatomy' | 'customer' | 'creatable'>> {
  codePrefix?: string;
  fields: FieldDef[];
  lifecycle?: Lifecycle;
  rules: CrossRule[];
  defaultSort: SortSpec;
  rank?: ResourceDefInput['rank'];
  defaultOrder?: ResourceDefInput['defaultOrder'];
  rowTone?: ResourceDefInput['rowTone'];
  rowReason?: ResourceDefInput['rowReason'];
  /** who applied for a record, as this desk calls it (absent: the records have no applicant) */
  applicant?: { label: string; mine: string };
  /** the locale key of the create button (`{name}` is the record's name) */
  createLabel: string;
  statusViews: NonNullable<ResourceDefInput['statusViews']>;
  keywordFields: readonly string[];
  secrecyField?: string;
  module: string;
  /** the reply thread, resolved (absent: none) */
  thread?: { code: string; openIn: readonly string[] };
  /** the "mine" filters the list offers (absent keys: not offered) */
  mine: { applied?: string; assigned?: string; unassigned?: string };
  /** the page (route) that shows the resource: its own key unless declared (`ResourceDefInput.page`) */
  page: string;
  attachments: AttachmentPolicy;
  print: PrintDef[];
  /** every file the record holds: its attachments and what `files` names */
  filesOf: (record: Values) => AttachmentRef[];
  /** statuses in which a record may be deleted ('*' = any), empty = never */
  removableIn: readonly string[];
  removeGuard?: ResourceDefInput['removeGuard'];
  auditExports: boolean;
  treeParent?: string;
  /** what names one record: its code, its `nameField`'s value, else its id */
  nameOf: (record: Values) => string;
  /** field by key */
  field: (key: string) => FieldDef | undefined;
  /** action by key */
  action: (key: string) => ActionDef | undefined;
  /** `<resource>:create`, `<resource>:edit`, `<resource>:export` and action codes */
  codes: { create: string; edit: string; remove: string; export: string; read: string; reply: string; revealPersonal: string; action: (key: string) => string };
  /** the fields holding personal data (FieldDef.personal), line-items fields with such cells included */
  personalFields: FieldDef[];
}
