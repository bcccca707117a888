/** A resource's lifecycle: its statuses and the actions between them (see types.ts). */
import type { DomainContext, FieldDef, Issue, Tone, Values } from './fieldTypes';

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
  /** offered (a button) only while this holds on the record as answered, derived values included — 取消委托 before the period ends; the server's rule stays `guard` */
  offeredWhen?: (record: Values) => boolean;
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
