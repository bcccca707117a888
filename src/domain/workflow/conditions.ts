/**
 * Conditional routes: a node of a definition may carry a condition on the submitted record (a claim's
 * loss amount above a threshold, its claim basis, a complaint's severity, a report's priority, an
 * exchange raised for an AOG, the customer's kind); the node applies only when it holds. The fields a business type offers for conditions are declared once here (CONDITION_FIELDS);
 * the mock checks a definition's conditions on save (`checkCondition`), the engine takes the route of a
 * record on submission (`routeOf`), and 流程配置's path preview runs the same `routeOf` on example values.
 *
 * Rules where the spec is silent (docs/workflow.md, "Conditional routes"):
 * - a node without a condition always applies;
 * - a field missing from the record (or of the wrong kind) makes the condition false: the node is skipped;
 * - a comparison is exact: `> 50000` does not hold at 50,000, `>= 50000` does;
 * - an enabled definition keeps at least one node without a condition, so every record takes a route.
 */
import { WorkflowError } from './errors';
import { CODE_OPS, NUMBER_OPS, type ConditionOp, type NodeCondition, type NumberOp, type WorkflowNode } from './types';

/** What a derived condition field may read besides the record: the server's facts (the customer master). */
export interface ConditionContext {
  customer?: (id: string) => Record<string, unknown> | undefined;
}

export interface ConditionField {
  /** the record's field (its label is `<businessType>.field.<key>`), or the derived value's name */
  key: string;
  kind: 'number' | 'code';
  /** for a code field: the dictionary its codes come from */
  dict?: string;
  /** for a code field of codes of its own: their labels are `workflow.condition.code.<key>.<code>` */
  codes?: readonly string[];
  /** the label's key when the field is not the record's own (a derived one) */
  label?: string;
  /** a value the record does not hold itself: derived on submission from the record and the server's facts */
  derive?: (record: Record<string, unknown>, ctx: ConditionContext) => unknown;
}

/** The kind of the record's customer (航空公司, 维修单位…), read from the customer master: every business type offers it. */
const CUSTOMER_KIND: ConditionField = {
  key: 'customerKind',
  kind: 'code',
  dict: 'customerKind',
  label: 'workflow.condition.field.customerKind',
  derive: (r, ctx) => (typeof r.customerId === 'string' ? ctx.customer?.(r.customerId)?.kind : undefined),
};

/** A report's priority (常规 / 紧急 / 特急 — 特急 is the aircraft-on-ground level). */
const PRIORITY: ConditionField = { key: 'priority', kind: 'code', dict: 'priority' };

/** Whether an exchange was raised for an aircraft on ground (from an AOG order) or planned. */
export const EXCHANGE_ORIGINS = ['AOG', 'PLANNED'] as const;
const EXCHANGE_ORIGIN: ConditionField = {
  key: 'origin',
  kind: 'code',
  codes: EXCHANGE_ORIGINS,
  label: 'workflow.condition.field.origin',
  derive: (r) => (typeof r.aogOrderId === 'string' && r.aogOrderId !== '' ? 'AOG' : 'PLANNED'),
};

/** The fields each business type offers for conditions, besides the customer's kind that every type offers. */
export const CONDITION_FIELDS: Record<string, ConditionField[]> = {
  claimApplication: [
    { key: 'lossAmount', kind: 'number' },
    { key: 'claimBasis', kind: 'code', dict: 'claimBasis' },
  ],
  userComplaints: [{ key: 'severity', kind: 'code', dict: 'severity' }],
  cifficultReport: [PRIORITY],
  problemFeedback: [PRIORITY],
  substitutionOrder: [EXCHANGE_ORIGIN],
};

export const conditionFieldsOf = (businessType: string): ConditionField[] => [...(CONDITION_FIELDS[businessType] ?? []), CUSTOMER_KIND];

/** The label key of a condition field. */
export const conditionLabelKey = (businessType: string, f: ConditionField): string => f.label ?? `${businessType}.field.${f.key}`;

/** The values a record's route is taken on: its own, and the derived fields of its type (a record's own field of that name does not count). */
export function conditionValues(businessType: string, record: Record<string, unknown>, ctx: ConditionContext): Record<string, unknown> {
  const values = { ...record };
  for (const f of conditionFieldsOf(businessType)) if (f.derive) values[f.key] = f.derive(record, ctx);
  return values;
}

export const opsFor = (kind: ConditionField['kind']): readonly ConditionOp[] => (kind === 'number' ? NUMBER_OPS : CODE_OPS);

/** The symbol an op is written with in the route texts (history, preview). */
export const OP_SYMBOL: Record<ConditionOp, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤', eq: '=', in: '∈' };

/** Whether the condition holds for a record's values; a missing or wrong-kind value makes it false. */
export function conditionHolds(condition: NodeCondition, record: Record<string, unknown>): boolean {
  const actual = record[condition.field];
  const { op, value } = condition;
  if (op === 'eq') return typeof actual === 'string' && actual === value;
  if (op === 'in') return typeof actual === 'string' && Array.isArray(value) && value.includes(actual);
  const n = typeof actual === 'number' ? actual : typeof actual === 'string' && actual.trim() !== '' ? Number(actual) : NaN;
  if (!Number.isFinite(n) || typeof value !== 'number') return false;
  if (op === 'gt') return n > value;
  if (op === 'gte') return n >= value;
  if (op === 'lt') return n < value;
  return n <= value;
}

/** The route a record takes through a definition's nodes: those that apply, in order, and those skipped. */
export function routeOf<N extends Pick<WorkflowNode, 'condition'>>(nodes: readonly N[], record: Record<string, unknown>): { taken: N[]; skipped: N[] } {
  const taken: N[] = [];
  const skipped: N[] = [];
  for (const node of nodes) (!node.condition || conditionHolds(node.condition, record) ? taken : skipped).push(node);
  return { taken, skipped };
}

/** The skipped nodes of a route, each with the index of the taken node it stood before (the progress shows it there). */
export function skippedInPlace<N extends WorkflowNode>(nodes: readonly N[], route: { taken: N[]; skipped: N[] }): Array<N & { before: number }> {
  return route.skipped.map((n) => ({ ...n, before: route.taken.filter((x) => nodes.indexOf(x) < nodes.indexOf(n)).length }));
}

/** The label of a dictionary's code (the page's dictionaries, the server's options); the code itself when unknown. */
export type CodeLabel = (dict: string, code: string) => string;

/**
 * The plain text of a condition (`损失金额 > 200,000`, `客户类型 = 租赁公司`): the field's label, and a code's
 * label — from its dictionary by `codeLabel`, or the field's own code labels.
 */
export function conditionText(businessType: string, c: NodeCondition, t: (key: string) => string, codeLabel?: CodeLabel): string {
  const field = conditionFieldsOf(businessType).find((f) => f.key === c.field);
  const label = (code: string) =>
    field?.codes ? t(`workflow.condition.code.${field.key}.${code}`) : field?.dict && codeLabel ? codeLabel(field.dict, code) : code;
  const value = Array.isArray(c.value) ? c.value.map(label).join('/') : typeof c.value === 'number' ? c.value.toLocaleString('en-US') : label(c.value);
  return `${t(field ? conditionLabelKey(businessType, field) : `${businessType}.field.${c.field}`)} ${OP_SYMBOL[c.op]} ${value}`;
}

const CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * A node's condition as sent by the page, checked against its business type's condition fields
 * (absent or null: none). `n` is the node's position for the message.
 */
export function checkCondition(raw: unknown, businessType: string, n: number): NodeCondition | undefined {
  if (raw == null) return undefined;
  const fail = (key: string): never => {
    throw new WorkflowError('VALIDATION', key, { n }, 'nodes');
  };
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('workflow.error.conditionFormat');
  const { field, op, value, ...extra } = raw as Record<string, unknown>;
  if (Object.keys(extra).length) return fail('workflow.error.conditionFormat');
  const def = conditionFieldsOf(businessType).find((f) => f.key === field);
  if (!def) return fail('workflow.error.conditionField');
  if (!opsFor(def.kind).includes(op as ConditionOp)) return fail('workflow.error.conditionOp');
  if (def.kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail('workflow.error.conditionNumber');
    return { field: def.key, op: op as NumberOp, value };
  }
  const isCode = (v: unknown) => typeof v === 'string' && CODE_RE.test(v) && (!def.codes || def.codes.includes(v));
  if (op === 'eq') {
    if (!isCode(value)) return fail('workflow.error.conditionCode');
    return { field: def.key, op: 'eq', value: value as string };
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 20 || !value.every(isCode)) return fail('workflow.error.conditionCode');
  return { field: def.key, op: 'in', value: [...new Set(value as string[])] };
}

/**
 * What a route says in a history entry or the preview ("经 2 个节点；跳过：财务复核（损失金额 > 200,000 不成立）");
 * empty when nothing was skipped.
 */
export function routeText(
  businessType: string,
  takenCount: number,
  skipped: readonly Pick<WorkflowNode, 'name' | 'condition'>[],
  t: (key: string, params?: Record<string, string | number>) => string,
  codeLabel?: CodeLabel,
): string {
  if (!skipped.length) return '';
  const names = skipped.map((n) =>
    t('workflow.history.skippedNode', { node: n.name, condition: n.condition ? conditionText(businessType, n.condition, t, codeLabel) : '' }),
  );
  return t('workflow.history.route', { count: takenCount, skipped: names.join('、') });
}
