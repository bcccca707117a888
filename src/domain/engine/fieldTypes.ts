/** A resource's fields: their types, table placement, catalogue and related-record links, line items (see types.ts). */

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
  /** an information secrecy level as a value (a personnel level's ceiling), named by the 信息密级 setting — not the record's own level: see `FieldDef.levelNames` */
  | 'infoLevel'
  /** a person's secrecy clearance (人员密级: GENERAL < IMPORTANT < CORE), named by the 人员密级 setting: see `FieldDef.levelNames` */
  | 'personnelLevel'
  /** a list of rows with their own fields (order lines): see LineItemsDef */
  | 'lineItems'
  /** one user of the user directory (a group's lead): the user number; see users.ts */
  | 'user'
  /** several users of the directory, in the order chosen (a group's members): user numbers; see users.ts */
  | 'users'
  /** one unit of the organization tree (a user's department): its id; `orgs` several, each once (a data scope's); see orgUnits.ts */
  | 'org'
  | 'orgs'
  /** a condition on a record, `{ field, op, value }` (a workflow node's): the engine checks its shape, which fields a record offers is the resource's rule */
  | 'condition'
  /** functions granted (a role's): `['*']` (all, future ones too) or page and element codes; the engine checks the shape, the function tree is the store's rule */
  | 'grants';

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
  /**
   * The customer master's record of a customer id (its fleet and agreements), where the caller can read
   * it — the server can; a form in the browser and the seed's generator cannot (undefined).
   */
  customer?: (id: string) => Values | undefined;
  /** The catalogue's entry of a P/N (dangerous goods, export control…), where the caller can read it — the server. */
  part?: (partNumber: string) => Values | undefined;
  /** The stock an order holds and what stock has of a P/N (docs/inventory.md), where the caller can read it — the server. */
  stock?: StockView;
  /**
   * What refers to a record from outside its own resource (the workflow definitions that route to an
   * approval group), by the record's resource key and id, where the caller can read it — the server,
   * from the providers registered for that resource. A derived value reads it (a "used by" column), and
   * a `removeGuard` reads that derived value: the server checks a delete against the record as answered.
   */
  references?: (resource: string, id: string) => readonly RecordReference[];
  /**
   * The user directory's entry of a user number, where the caller can read it — the server: a user
   * field's value is checked against it, and answered records name their users from it (users.ts).
   */
  user?: (userNo: string) => UserEntry | undefined;
  /**
   * The unit of the organization tree an id names, where the caller can read the tree — the server: an
   * org field's value is checked against it, and answered records name their units from it (orgUnits.ts).
   */
  orgUnit?: (id: string) => OrgEntry | undefined;
  /**
   * What a user's record shows of the user's sign-in — when the password was last set, whether it must
   * be changed — where the caller can read it: the server, from the credentials kept apart from the
   * record (never the password itself). 用户管理's derived columns read it.
   */
  signIn?: (userNo: string) => SignInFacts | undefined;
}

/** The sign-in facts a user's record shows (DomainContext.signIn). */
export interface SignInFacts {
  passwordChangedAt?: string;
  mustChangePassword: boolean;
}

/** One unit of the organization tree as an org field names it: its id, name and the path of names down to it. */
export interface OrgEntry {
  id: string;
  name: string;
  /** the names from the root down to the unit, joined by " / " */
  path: string;
}

/** One user as the user directory gives it (users.ts): number, name and organisation — no other personal data. */
export interface DirectoryEntry {
  userNo: string;
  userName: string;
  orgName?: string;
}

/** What the server knows of a user when checking a pick: the entry, and whether the user may be picked now. */
export interface UserEntry extends DirectoryEntry {
  enabled: boolean;
}

/** A record that refers to another one (`DomainContext.references`): its id and what names it. */
export interface RecordReference {
  id: string;
  name: string;
}

/** What derived values may read of stock: the serials on the rows an order holds, and whether a P/N is stocked with serials. */
export interface StockView {
  /** per row the order (by its code) holds units on: the row, how many it holds, the serials on the row with their certificates */
  held: (orderCode: string) => Array<{ rowId: string; held: number; serials: Values[] }>;
  /** stock has rows of the P/N that list serials (a serialised part in stock) */
  serialised: (partNumber: string) => boolean;
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
  /** the locale key of an enum value's label where one exists (a type's menu name); `false`: technical names shown as they are */
  enumLabel?: ((value: string) => string) | false;
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
  /** the value a new record's form starts with (e.g. the usual currency; a multiSelect's options; from the clock when the form opens: a period's start); the user may change it */
  initial?: string | number | boolean | readonly string[] | ((now: number) => string);
  /**
   * An action's input (or a `patch` cell of one): the value its dialog starts with, read from the record
   * (for a patch cell, from its stored line; `record` is the whole record) — a quote starting from the
   * terms the record was created with. The user may change it; undefined starts it empty.
   */
  start?: (source: Values, record: Values) => unknown;
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
   * An action's input field asked only when the record (as the server answers it, derived values
   * included) meets this: the dialog shows it then, and the server validates it then (a required field
   * is required then only) — the certificate a part shipped outside stock needs.
   */
  askedWhen?: (record: Values) => boolean;
  /**
   * A value that flags the record (dangerous goods, an export-control class): shown as a tag beside the
   * record's title — the detail drawer, its action dialogs and its printouts — when set (true, or the
   * chosen options).
   */
  flag?: 'error' | 'warning';
  /**
   * A tracking number of the carrier in this field (a select of a dictionary whose items carry a
   * tracking `link`, 选项配置): shown as a link to the carrier's tracking page (src/domain/tracking.ts).
   */
  trackingOf?: string;
  /**
   * The field holds the record's information secrecy level. Declared as `type: 'secrecy'`;
   * `defineResource` turns it into a select of the information levels with this flag and makes it the
   * resource's `secrecyField`: the server hides records above the signed-in user's level from lists,
   * totals, details, exports, actions, threads and downloads (NOT_FOUND, as an unknown id), and
   * refuses a level above the user's own.
   */
  secrecy?: boolean;
  /**
   * The field holds a secrecy level, named by the setting of its kind: 信息密级 (`'info'`: a `secrecy`
   * field, or `type: 'infoLevel'`) or 人员密级 (`'personnel'`: `type: 'personnelLevel'`, a user's
   * clearance). `defineResource` turns such a field into a select of the kind's levels with this set.
   */
  levelNames?: 'info' | 'personnel';
  /** a `condition` field: the record's field that says which fields a condition may name (a node's business type) */
  conditionOf?: string;
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
  /**
   * An aircraft registration offered from the fleet of the customer the form's `of` field picked
   * (registrationField declares it; fleet.ts): the registrations of that customer's aircraft are
   * offered, a typed one still accepted (a repair shop's customers' aircraft); a chosen aircraft fills
   * the fields of `fill`.
   */
  fleet?: FleetPick;
}

/** Which fields of the same form a chosen aircraft of the customer's fleet fills. */
export interface FleetFill {
  /** the aircraft type (dictionary aircraftType) */
  aircraftType?: string;
  /** the manufacturer's serial number */
  msn?: string;
}

/** A registration offered from a customer's fleet (`FieldDef.fleet`). */
export interface FleetPick {
  /** the field of the same form holding the customer (customerId) */
  of: string;
  fill?: FleetFill;
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
  pick?: { label: string | readonly string[]; filter?: Record<string, string>; warn?: PickWarning };
  /**
   * false for a reference to master data (every record's customer): no related-records panel either
   * way (a customer would list every record of every desk); its page shows them instead.
   */
  related?: false;
}

/** A chosen record the form warns about without refusing it (a customer on hold): in these statuses, the message with `{reason}` from `param`. */
export interface PickWarning {
  statuses: readonly string[];
  message: string;
  param?: string;
}

/**
 * The rows of a `lineItems` field (order lines: several P/Ns in one order). The rows' fields are
 * declared like record fields and validated by the same code, cell by cell, in the form and the mock.
 * Values on the wire: an array of plain objects, one per row, in the order shown.
 * An example: docs/resource-engine.md, “Line items”.
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
  /** the integer cell that orders the rows: a row added in a form takes the largest so far + 1 */
  sequence?: string;
  /**
   * The read-only cells where the server keeps a line's price-list price, its currency, the agreement
   * and discount it comes from and its source (src/domain/desks/terms.ts): a quote's price hint says
   * them under the price cell (instead of a column each) and its fill button uses that price instead of
   * the catalogue's bare list price.
   */
  priceList?: { price: string; currency: string; discount: string; agreementNo: string; source: string };
  /** row fields kept for staff and left out of a printed document (a quote's price source) */
  notPrinted?: readonly string[];
  /** yes/no row fields that are switches in the record's detail for whoever may edit it: a flip saves the record */
  toggles?: readonly string[];
  /**
   * An action's input that fills cells of the record's existing rows (a quote prices each line): one
   * row per stored row, in the same order, holding only these fields; the server merges them into the
   * stored rows. The rows cannot be added, removed or reordered there.
   */
  patch?: boolean;
}
