/**
 * Validation of record values — the same code checks the create/edit form in the browser and every
 * write the mock accepts. Returns problems as locale keys with parameters (see messages.ts), and the
 * cleaned values (trimmed text, normalised numbers) that a server may store.
 */
import { infoRank } from '../admin/secrecy';
import { htmlToText, sanitizeHtml } from '../html';
import { textProblem, textProblemKey } from '../text';
import { labelKey } from './define';
import { checkLines } from './lineItems';
import { checkUsers, isUserField } from './users';
import { checkOrgUnit, isOrgField } from './orgUnits';
import type { DomainContext, FieldDef, Issue, ResourceDef, Values } from './types';

/** A field whose value is chosen, not typed (a select, a date, a picked record): "请选择…", not "请填写…". */
export const isChosen = (field: FieldDef): boolean =>
  field.type === 'select' ||
  field.type === 'multiSelect' ||
  field.type === 'date' ||
  field.type === 'dateTime' ||
  isUserField(field) ||
  isOrgField(field) ||
  !!field.relatedTo?.pick;

export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 2000;
export const RICH_TEXT_MAX = 20_000;
export const NUMBER_MAX = 1_000_000_000_000;
export const MULTI_MAX = 50;
/** a `grants` field: at most this many codes, each `*`, a page (`aogOrder`) or an element (`aogOrder:accept`, `customerService:faq.edit`, `aogOrder:*`) */
export const GRANTS_MAX = 2000;
export const GRANT_CODE = /^(\*|[A-Za-z][\w.-]{0,59}(:(\*|[\w.-]{1,60}))?)$/;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Answers whether a value is an item of a dictionary: 'ok', 'disabled' (no longer offered) or 'unknown'. */
export type DictionaryCheck = (dict: string, value: string) => 'ok' | 'disabled' | 'unknown';

export interface FieldCheckOptions {
  /** dictionary membership (the mock passes the option store; the form relies on its options) */
  dictionary?: DictionaryCheck;
  /** the stored value: a disabled dictionary item that is already on the record stays valid */
  previous?: unknown;
  ctx?: DomainContext;
  /** the highest information level the writer may see, so set (a secrecy field above it is refused) */
  clearance?: string;
}

export const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const isValidDate = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d && y >= 1900 && y <= 2200;
};

function decimals(n: number): number {
  const s = String(n);
  if (s.includes('e')) return 20;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
}

/**
 * Check one value against its field. `value` is what the client sent (or typed); empty values pass
 * unless the field is required. Returns the issue and the cleaned value.
 */
export function checkField(
  def: Pick<ResourceDef, 'key'>,
  field: FieldDef,
  value: unknown,
  opts: FieldCheckOptions = {},
): { issue?: Issue; issues?: Issue[]; value?: unknown } {
  const label = labelKey(def, field);
  const issue = (message: string, params: Record<string, string | number> = {}) => ({ issue: { field: field.key, message, params: { label, ...params } } });
  if (typeof value === 'string' && field.type !== 'text' && field.type !== 'textarea' && value.trim() === '') value = undefined;
  if (isEmpty(value)) {
    if (field.required)
      return issue(
        field.type === 'lineItems'
          ? 'resource.validation.lines.none'
          : field.type === 'boolean'
            ? 'resource.validation.affirm'
            : isChosen(field)
              ? 'resource.validation.choose'
              : 'resource.validation.required',
      );
    return {
      value:
        field.type === 'multiSelect' ||
        field.type === 'users' ||
        field.type === 'orgs' ||
        field.type === 'grants' ||
        field.type === 'attachments' ||
        field.type === 'lineItems'
          ? []
          : null,
    };
  }
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return issue('resource.validation.type');
      const text = field.upperCase ? value.trim().toUpperCase() : value.trim();
      if (text === '' && field.required) return issue('resource.validation.required');
      const max = field.maxLength ?? (field.type === 'text' ? TEXT_MAX : TEXTAREA_MAX);
      if (text.length > max) return issue('resource.validation.maxLength', { max });
      if (field.minLength && text.length < field.minLength) return issue('resource.validation.minLength', { min: field.minLength });
      // the one plain-text rule (src/domain/text.ts): markup-looking text is stored as typed
      const problem = textProblem(text, { multiline: field.type === 'textarea' });
      if (problem) return issue(textProblemKey(problem));
      if (field.pattern && text !== '' && !field.pattern.test(text)) return issue(field.patternMessage ?? 'resource.validation.pattern');
      return { value: text === '' ? null : text };
    }
    case 'richText': {
      // stored as the allow-listed HTML (src/domain/html.ts); empty once sanitised counts as empty
      if (typeof value !== 'string') return issue('resource.validation.type');
      const max = field.maxLength ?? RICH_TEXT_MAX;
      if (value.length > max) return issue('resource.validation.maxLength', { max });
      const html = sanitizeHtml(value);
      const problem = textProblem(html, { multiline: true });
      if (problem) return issue(textProblemKey(problem));
      if (!htmlToText(html)) return field.required ? issue('resource.validation.required') : { value: null };
      return { value: html };
    }
    case 'integer':
    case 'number':
    case 'money': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return issue('resource.validation.number');
      if (field.type === 'integer' && !Number.isInteger(value)) return issue('resource.validation.integer');
      const min = field.min ?? 0;
      const max = field.max ?? NUMBER_MAX;
      if (value < min) return issue('resource.validation.min', { min });
      if (value > max) return issue('resource.validation.max', { max });
      const precision = field.precision ?? (field.type === 'money' ? 2 : field.type === 'integer' ? 0 : 4);
      if (decimals(value) > precision) return issue('resource.validation.precision', { precision });
      return { value };
    }
    case 'date': {
      if (typeof value !== 'string' || !DATE.test(value) || !isValidDate(value)) return issue('resource.validation.date');
      if (field.notFuture && opts.ctx && value > new Date(opts.ctx.now).toISOString().slice(0, 10)) return issue('resource.validation.notFuture');
      return { value };
    }
    case 'dateTime': {
      if (typeof value !== 'string' || value.length > 40 || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value)) || !isValidDate(value.slice(0, 10)))
        return issue('resource.validation.dateTime');
      const iso = new Date(value).toISOString();
      if (field.notFuture && opts.ctx && Date.parse(iso) > opts.ctx.now + 60_000) return issue('resource.validation.notFuture');
      return { value: iso };
    }
    case 'boolean':
      if (typeof value !== 'boolean') return issue('resource.validation.type');
      // a required yes/no is an affirmation (已按危险品申报): only yes passes
      if (field.required && value !== true) return issue('resource.validation.affirm');
      return { value };
    case 'select': {
      if (typeof value !== 'string' || value.length > 100) return issue('resource.validation.option');
      const bad = optionProblem(field, value, opts);
      if (bad) return issue(bad);
      if (field.secrecy && opts.clearance !== undefined && infoRank(value) > infoRank(opts.clearance)) return issue('resource.validation.secrecyAbove');
      return { value };
    }
    case 'multiSelect': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v.length > 100)) return issue('resource.validation.option');
      if (value.length > MULTI_MAX) return issue('resource.validation.tooMany', { max: MULTI_MAX });
      const previous = Array.isArray(opts.previous) ? opts.previous : [];
      for (const v of value) {
        const bad = optionProblem(field, v, { ...opts, previous: previous.includes(v) ? v : undefined });
        if (bad) return issue(bad);
      }
      return { value: [...new Set(value)] };
    }
    case 'user':
    case 'users': {
      // every user number is the directory's (checked where the directory is: the server's ctx.user)
      const res = checkUsers(field, value, { lookup: opts.ctx?.user, previous: opts.previous, max: MULTI_MAX });
      return 'problem' in res ? issue(res.problem.message, res.problem.params) : { value: res.value };
    }
    case 'org':
    case 'orgs': {
      // units of the organization tree (checked where the tree is: the server's ctx.orgUnit)
      const res = checkOrgUnit(value, opts.ctx?.orgUnit, field.type === 'orgs' ? { max: MULTI_MAX } : undefined);
      return 'problem' in res ? issue(res.problem.message, res.problem.params) : { value: res.value };
    }
    case 'condition':
      if (isCondition(value)) return { value };
      // a field and an operator chosen, the value not yet typed
      return (value as Values | null)?.field && (value as Values).op ? issue('resource.validation.conditionValue') : issue('resource.validation.type');
    case 'grants':
      // '*' or codes of the function tree; which codes exist is the store's rule (a role's: mock/lib/admin/roles.ts)
      if (!Array.isArray(value) || value.length > GRANTS_MAX || value.some((c) => typeof c !== 'string' || !GRANT_CODE.test(c)))
        return issue('resource.validation.type');
      return { value: [...new Set(value)] };
    case 'attachments': {
      if (!Array.isArray(value) || value.length > MULTI_MAX) return issue('resource.validation.type');
      for (const a of value) {
        if (!a || typeof a !== 'object' || typeof a.id !== 'string' || typeof a.name !== 'string' || typeof a.size !== 'number')
          return issue('resource.validation.type');
      }
      return { value };
    }
    case 'lineItems': {
      // the rows' problems travel as one issue of the field here; validateValues reports them all
      const res = checkLines(def, field, value, checkField, opts);
      return res.issues.length ? { issue: res.issues[0], issues: res.issues } : { value: res.value };
    }
    default:
      return issue('resource.validation.type');
  }
}

/** A condition's shape: a field and an operator (short codes) and a number, a code or a list of up to 20 codes. */
function isCondition(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const { field, op, value, ...extra } = v as Values;
  const code = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= 60;
  const valueOk = (typeof value === 'number' && Number.isFinite(value)) || code(value) || (Array.isArray(value) && value.length <= 20 && value.every(code));
  return Object.keys(extra).length === 0 && code(field) && code(op) && valueOk;
}

function optionProblem(field: FieldDef, value: string, opts: FieldCheckOptions): string | undefined {
  if (field.enum) return field.enum.includes(value) ? undefined : 'resource.validation.option';
  if (field.dict && opts.dictionary) {
    const state = opts.dictionary(field.dict, value);
    if (state === 'unknown') return 'resource.validation.option';
    if (state === 'disabled' && opts.previous !== value) return 'resource.validation.optionDisabled';
  }
  return undefined;
}

export interface ValidateOptions extends FieldCheckOptions {
  /** the stored record when editing: absent fields keep their value, and the cross-field rules see the merge */
  existing?: Values;
  /** keys accepted besides the fields (e.g. 'version') — not validated here */
  extraKeys?: readonly string[];
  /** when false, a field not present in `values` is not checked for required (edit = patch semantics) */
  requireAll?: boolean;
  rules?: ResourceDef['rules'];
  ctx?: DomainContext;
}

export interface ValidationResult {
  issues: Issue[];
  /** cleaned values of the fields present in the input (or of every field when requireAll) */
  clean: Values;
}

const isPlainObject = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Validate a whole payload against `fields`: it must be a plain object with no keys beyond the fields
 * (and `extraKeys`), each value valid, and the cross-field rules must hold on the merged values.
 * Nothing is written by this function: callers store `clean` only when `issues` is empty.
 */
export function validateValues(def: Pick<ResourceDef, 'key'>, fields: FieldDef[], values: unknown, opts: ValidateOptions = {}): ValidationResult {
  if (!isPlainObject(values)) return { issues: [{ message: 'resource.validation.body' }], clean: {} };
  const issues: Issue[] = [];
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const extra = new Set(opts.extraKeys ?? []);
  for (const key of Object.keys(values)) {
    if (!byKey.has(key) && !extra.has(key)) issues.push({ message: 'resource.validation.unknownField', params: { field: key.slice(0, 60) } });
  }
  const requireAll = opts.requireAll ?? !opts.existing;
  const clean: Values = {};
  for (const field of fields) {
    const present = Object.hasOwn(values, field.key);
    if (!present && !requireAll) continue;
    const res = checkField(def, field, values[field.key], { ...opts, previous: opts.existing?.[field.key] });
    if (res.issues) issues.push(...res.issues);
    else if (res.issue) issues.push(res.issue);
    else clean[field.key] = res.value;
  }
  if (issues.length === 0 && opts.rules?.length) {
    const merged = { ...(opts.existing ?? {}), ...clean };
    const ctx = opts.ctx ?? { now: Date.now(), setting: (_k: string, f: number) => f };
    for (const rule of opts.rules) {
      const found = rule(merged, ctx);
      if (!found) continue;
      issues.push(...(Array.isArray(found) ? found : [found]));
    }
  }
  return { issues, clean };
}

/** Run the cross-field rules alone (the form runs them on submit, after the field validators). */
export function crossIssues(def: Pick<ResourceDef, 'rules'>, values: Values, ctx: DomainContext): Issue[] {
  const out: Issue[] = [];
  for (const rule of def.rules) {
    const found = rule(values, ctx);
    if (found) out.push(...(Array.isArray(found) ? found : [found]));
  }
  return out;
}
