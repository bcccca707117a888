/**
 * The resource definition — the one declaration of a business resource (architecture.md "Declare each
 * business resource once"). Plain TypeScript, no React: the page engine (src/resource), the typed
 * service (src/services/resource.ts), the OpenAPI document (scripts/openapi.ts) and the mock backend
 * (mock/lib/store.ts, mock/resources.ts) are all derived from it.
 *
 * ## How to declare a resource
 *
 * ```ts
 * // src/domain/resources/complaint.ts
 * import { defineResource } from '../resource';
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
 * then append it to `src/domain/resources/index.ts`, give the page folder
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

/** How a value is typed, validated, shown and edited. */
export type FieldType =
  | 'text'
  | 'textarea'
  /** HTML of the rich-text editor: the server keeps the allow-listed subset of src/domain/html.ts (default max 20000 characters) */
  | 'richText'
  | 'integer'
  | 'number'
  | 'money'
  | 'date'
  | 'dateTime'
  | 'select'
  | 'multiSelect'
  | 'boolean'
  | 'attachments'
  /** the record's information secrecy level (PUBLIC < INTERNAL < SECRET < CONFIDENTIAL): see `FieldDef.secrecy` */
  | 'secrecy'
  /** a list of rows with their own fields (order lines): see LineItemsDef */
  | 'lineItems';

/** The colour family of a status tag or a highlighted row. */
export type Tone = 'default' | 'processing' | 'success' | 'warning' | 'error';

/** Why a row is highlighted, in a few words (`rowReason`): a locale key and its parameters. */
export interface RowReason {
  message: string;
  params?: Record<string, string | number>;
}

/** A validation or business problem, addressed to a field (or to the whole record when `field` is absent). */
export interface Issue {
  field?: string;
  /** locale key, e.g. 'resource.validation.required' */
  message: string;
  params?: Record<string, string | number>;
  /** a problem of one cell of a line-items field: its row (1-based) and the row field's key */
  row?: number;
  cell?: string;
}

/**
 * What derived values and rules may read besides the record: the clock and the numeric settings of
 * the option configuration (选项配置), e.g. `setting('aogResponseMinutes', 120)`.
 */
export interface DomainContext {
  /** ms since epoch */
  now: number;
  setting: (key: string, fallback: number) => number;
}

export type Values = Record<string, unknown>;

/** Where a field appears in the table. */
export interface TablePlacement {
  width?: number;
  /** the server can sort by it (default true for numbers, dates, code, status) */
  sortable?: boolean;
  fixed?: 'left' | 'right';
  /** shown only when the user turns it on in the column settings */
  hidden?: boolean;
  ellipsis?: boolean;
}

export interface FieldDef {
  /** record property; also the locale key suffix `<resource>.field.<key>` */
  key: string;
  type: FieldType;
  /** locale key of the label (default `<resource>.field.<key>`) */
  label?: string;
  /** type code of a dictionary of the option configuration (select / multiSelect) */
  dict?: string;
  /** fixed values of a select when there is no dictionary; labels `<resource>.enum.<key>.<value>` */
  enum?: readonly string[];
  /** a select (or a `relatedTo.pick` field) whose chosen option's label is copied into this field (customerId → customerName) */
  labelInto?: string;

  // ---- validation (the same code runs in the form and in the mock) ----
  required?: boolean;
  /** numbers: smallest / largest value; integer and number default to min 0 */
  min?: number;
  max?: number;
  /** text: longest length (default 200 for text, 2000 for textarea) */
  maxLength?: number;
  minLength?: number;
  /** text must match, e.g. /^B-[0-9A-Z]{4}$/; message is a locale key */
  pattern?: RegExp;
  patternMessage?: string;
  /** text is stored in capitals (P/N, S/N, registrations): the form capitalises as one types, the server checks the capitalised text */
  upperCase?: boolean;
  /** decimals of number / money (money default 2) */
  precision?: number;
  /** a date / dateTime may not lie in the future */
  notFuture?: boolean;
  /** a placeholder / help line (locale key) shown under the form item */
  help?: string;
  /** the value a new record's form starts with (e.g. the usual currency); the user may change it */
  initial?: string | number | boolean;
  /** the rows of a 'lineItems' field: their fields, row limits and totals (see LineItemsDef) */
  lines?: LineItemsDef;

  // ---- placement ----
  /** a column of the list table (true or details) */
  table?: boolean | TablePlacement;
  /** a filter of the search form; 'range' for a date range (default for date / dateTime); 'prefix' — a text matched from its start (P/N prefix) */
  search?: boolean | 'range' | 'prefix';
  /** edited in the create/edit form: true (both), 'create' (only when creating), 'edit' (only when editing) */
  form?: boolean | 'create' | 'edit';
  /** shown in the detail drawer (default: everything that is in the table or the form) */
  detail?: boolean;
  /** takes the full width of the form / detail grid */
  wide?: boolean;

  /**
   * A derived value: computed from the stored record (and the context), never stored nor written by a
   * client. The mock adds it to every row it answers; lists can sort and filter by it.
   */
  derive?: (record: Values, ctx: DomainContext) => unknown;
  /**
   * A derived value that is fixed once instead of following the settings: computed by `derive` at these
   * moments — 'create' (the record is created), or the key of an action (when it is taken, e.g.
   * 'shipReplacement') — with the settings in force then, and stored on the record by the server.
   * Afterwards the stored value is answered and shown; a change of the settings (选项配置) applies to
   * records reaching the moment later, never to existing ones. E.g. the AOG response deadline.
   */
  fixOn?: readonly string[];
  /** set by the server only (code, dates stamped by actions…): shown, never accepted from a client */
  readOnly?: boolean;
  /**
   * The field holds the record's information secrecy level. Declared as `type: 'secrecy'`;
   * `defineResource` turns it into a select of the information levels with this flag and makes it the
   * resource's `secrecyField`: the server hides records above the signed-in user's level from lists,
   * totals, details, exports, actions, threads and downloads (NOT_FOUND, as an unknown id), and
   * refuses a level above the user's own.
   */
  secrecy?: boolean;
  /**
   * The field holds the id of a record of another resource: the two are **related** and each detail
   * drawer links to the other (see related.ts). With `raise`, the related resource's detail offers
   * "raise <this resource>": a new record of this resource prefilled from that one.
   */
  relatedTo?: RelatedTo;
  /**
   * The field holds personal data: a national ID (`idNo`) or a phone number (`phone`). The server
   * answers it masked in lists, details and exports (`maskPersonal` of src/domain/personal.ts:
   * 110101********1234, 138****0001); the full value comes only from the reveal call, to a holder of
   * `<resource>:revealPersonal`, and each reveal is in the operation log. Exporting a resource with
   * such a field asks for a reason, logged with the export. Declared on a line-items cell too.
   */
  personal?: PersonalKind;
  /**
   * A P/N picked from the product catalogue (declared with `partNumberField`, partNumber.ts): the form
   * offers the catalogued parts and fills the fields of `fill` from the chosen one; an uncatalogued
   * P/N is accepted with a warning.
   */
  part?: PartPick;
}

/** Which fields of the same form (or line) a chosen catalogue part fills. */
export interface PartFill {
  /** the part's name (productName) */
  name?: string;
  /** the unit of measure */
  unit?: string;
  /** the list price */
  price?: string;
  /** the list price's currency */
  currency?: string;
}

/** A field picked from the product catalogue (`FieldDef.part`). */
export interface PartPick {
  fill: PartFill;
}

/** The kinds of personal data a field may hold (FieldDef.personal). */
export type PersonalKind = 'idNo' | 'phone';

/** A field's relation to a record of another resource (`FieldDef.relatedTo`). */
export interface RelatedTo {
  /** key of the related resource, e.g. 'aogOrder' */
  resource: string;
  /** raising a record of this resource from one of `resource`: in which of its statuses, and the values it starts with */
  raise?: { from: readonly string[]; prefill: (source: Values) => Values };
  /**
   * The form picks the record from a searchable select of the related resource's records (the list
   * call with the writer's rights — so only records the writer may see, secrecy and scope applied —
   * `filter` added, e.g. `{ status: 'ACTIVE' }`), each shown by its `label` field(s) joined by " · ";
   * the search form filters by the same select (exact id). With the field's `labelInto`, the server
   * copies the chosen record's label into that field (expertId → expertName), as it does for
   * dictionary selects. A record raised from another (`raise`) arrives with the pick already made.
   */
  pick?: { label: string | readonly string[]; filter?: Record<string, string> };
}

/**
 * The rows of a `lineItems` field (order lines: several P/Ns in one order). The rows' fields are
 * declared like record fields and validated by the same code, cell by cell, in the form and the mock.
 * Values on the wire: an array of plain objects, one per row, in the order shown.
 *
 * ```ts
 * { key: 'lines', type: 'lineItems', required: true, form: true, wide: true, table: { width: 260 },
 *   lines: {
 *     fields: [pn, name, { key: 'quantity', type: 'integer', required: true, min: 1 }, money('unitPrice', { readOnly: true })],
 *     minRows: 1, maxRows: 20,
 *     computed: [{ key: 'amount', type: 'money', value: (row) => row.quantity * row.unitPrice }],
 *     totals: ['quantity', 'amount'],
 *     summary: ['partNumber', 'quantity'],
 *   } }
 * ```
 */
export interface LineItemsDef {
  /** the fields of one row; `readOnly` cells are set by the server (or an action), never sent by a form */
  fields: FieldDef[];
  /** fewest / most rows (default 1 when required, else 0 / 100) */
  minRows?: number;
  maxRows?: number;
  /**
   * Columns computed from a row (amount = quantity × unit price): shown in the tables, never sent.
   * `value` answers null while an operand is missing (a line not priced yet).
   */
  computed?: Array<{ key: string; type: 'integer' | 'number' | 'money'; label?: string; value: (row: Values) => number | null }>;
  /** keys of row fields or computed columns summed over the rows (`lineTotals`); null while any row lacks it */
  totals?: readonly string[];
  /** row fields that name a row in one-line summaries (list cell, export): "2117320-3 × 2" */
  summary?: readonly string[];
  /**
   * An action's input that fills cells of the record's existing rows (a quote prices each line): one
   * row per stored row, in the same order, holding only these fields; the server merges them into the
   * stored rows. The rows cannot be added, removed or reordered there.
   */
  patch?: boolean;
}

/** One lifecycle action: a transition with its permission, what it asks for, and its effect. */
export interface ActionDef {
  /** locale key `<resource>.action.<key>`; URL segment of POST …/:id/actions/:key */
  key: string;
  /** statuses in which the action is offered and accepted */
  from: readonly string[];
  /** the status after the action */
  to: string;
  /** permission code (default `<resource>:<key>`) */
  code?: string;
  /** ask "are you sure" first (automatic for actions without input) */
  confirm?: boolean;
  /** shown as a dangerous button (cancel, reject) */
  danger?: boolean;
  /**
   * Values the action asks for in a small form (quote price, tracking no.…). They are validated like
   * record fields and written onto the record under their keys (declare the same key among the
   * resource's fields, usually `form: false`, to show it in the table / detail).
   */
  input?: FieldDef[];
  /** a history comment: asked for, and whether it must be given */
  comment?: 'required' | 'optional';
  /** record fields set to the action's time (dateTime) or date (date), e.g. ['shippedAt'] */
  stamp?: readonly string[];
  /** may be applied to several selected rows at once (only actions without input) */
  bulk?: boolean;
  /**
   * This action submits the record for approval: the mock runs the submit hooks (the workflow engine
   * starts an approval instance there and may redirect the status).
   */
  submit?: boolean;
  /**
   * Run by the server only (e.g. by the workflow engine when an approval finishes): never a button,
   * refused on the public action endpoint.
   */
  system?: boolean;
  /** an extra business rule beyond the status (e.g. "only before the first approval") */
  guard?: (record: Values, input: Values, ctx: DomainContext) => Issue | null;
  /**
   * The operator takes the record: becomes its assignee (the definition's `mine.assigned` field, and
   * its name field, e.g. handlerNo / handlerName) — "assigned to me" then finds it.
   */
  takes?: boolean;
  /** further changes besides status, stamps and input (a key set to undefined is removed) */
  apply?: (record: Values, input: Values, ctx: DomainContext) => Values;
  /**
   * The action goes through approval only when `when` holds (a lease extension longer than the
   * configured days): then the record moves to `status` (an `inApproval` status) instead of `to` and
   * the submit hooks run — the workflow starts an instance there, whose end moves it on. Otherwise
   * the action completes to `to` at once.
   */
  approval?: { status: string; when: (record: Values, input: Values, ctx: DomainContext) => boolean };
  /**
   * A line the action's dialog shows above its input, read from the record as the page has it (the
   * overdue fee a return settles, the due date an extension moves): a locale key and its parameters.
   */
  notice?: (record: Values) => (Issue & { tone?: 'info' | 'warning' }) | null;
}

export interface StatusDef {
  /** value on the wire; locale key `<resource>.status.<key>` */
  key: string;
  tone?: Tone;
  /** no action leaves it */
  final?: boolean;
  /**
   * The record is in approval in this status (a workflow instance runs on it): it is locked — no edit,
   * no attachment added or removed — so that approvers decide on what was submitted. It opens again
   * when the approval ends (rejected or withdrawn: the applicant may edit and resubmit). `editableIn`
   * may not name such a status (`defineResource` refuses the definition).
   */
  inApproval?: boolean;
}

export interface Lifecycle {
  statuses: readonly StatusDef[];
  /** status of a new record */
  initial: string;
  actions: readonly ActionDef[];
  /**
   * statuses in which the record may be edited (PUT) — default: only the initial status. A status marked
   * `inApproval` is never editable, whatever this says.
   */
  editableIn?: readonly string[];
  /** creating a record submits it (the submit hooks run on create), e.g. orders created as SUBMITTED */
  createSubmits?: boolean;
}

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
  /** service base of the calls (a key of API in src/core/config/endpoints.ts), default 'management' */
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
  /** field by key */
  field: (key: string) => FieldDef | undefined;
  /** action by key */
  action: (key: string) => ActionDef | undefined;
  /** `<resource>:create`, `<resource>:edit`, `<resource>:export` and action codes */
  codes: { create: string; edit: string; remove: string; export: string; read: string; reply: string; revealPersonal: string; action: (key: string) => string };
  /** the fields holding personal data (FieldDef.personal), line-items fields with such cells included */
  personalFields: FieldDef[];
}

/** A file attached to a record (the file API holds the bytes). */
export interface AttachmentRef {
  id: string;
  name: string;
  size: number;
  type?: string;
  uploadedAt?: string;
  uploadedBy?: string;
  /** the document type (a value of the resource's document-type dictionary) */
  docType?: string;
}

/** One entry of a record's history timeline. */
export interface HistoryEntry {
  at: string;
  operatorNo: string;
  operatorName: string;
  /** 'create' | 'edit' | an action key | 'attach' | 'detach' | anything a hook writes (approve step…) */
  action: string;
  from?: string;
  to?: string;
  comment?: string;
  /** changed fields of an edit */
  changes?: string[];
}

/** The stored shape every record shares. */
export interface ResourceRecord extends Values {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  code?: string;
  status?: string;
  history?: HistoryEntry[];
  attachments?: AttachmentRef[];
}

/** The list query of the typed service and the mock (GET …/<resource>). */
export interface ListQuery {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  keyword?: string;
  /** field filters: text → contains; select → one of (comma-separated); ranges as `<field>From` / `<field>To` */
  [filter: string]: unknown;
}
