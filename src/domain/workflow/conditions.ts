/**
 * Conditional routes: a node of a definition may carry a condition on the submitted record (a claim's
 * loss amount above a threshold, its claim basis, a complaint's severity); the node applies only when it
 * holds. The fields a business type offers for conditions are declared once here (CONDITION_FIELDS);
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

export interface ConditionField {
  /** the record's field (its label is `<businessType>.field.<key>`) */
  key: string;
  kind: 'number' | 'code';
  /** for a code field: the dictionary its codes come from */
  dict?: string;
}

/** The fields each business type offers for conditions (a type not listed offers none). */
export const CONDITION_FIELDS: Record<string, ConditionField[]> = {
  claimApplication: [
    { key: 'lossAmount', kind: 'number' },
    { key: 'claimBasis', kind: 'code', dict: 'claimBasis' },
  ],
  userComplaints: [{ key: 'severity', kind: 'code', dict: 'severity' }],
};

export const conditionFieldsOf = (businessType: string): ConditionField[] => CONDITION_FIELDS[businessType] ?? [];

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

/** The plain text of a condition (`lossAmount > 50000`) with a translator for the field's label. */
export function conditionText(businessType: string, c: NodeCondition, t: (key: string) => string): string {
  const value = Array.isArray(c.value) ? c.value.join('/') : typeof c.value === 'number' ? c.value.toLocaleString('en-US') : c.value;
  return `${t(`${businessType}.field.${c.field}`)} ${OP_SYMBOL[c.op]} ${value}`;
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
  if (op === 'eq') {
    if (typeof value !== 'string' || !CODE_RE.test(value)) return fail('workflow.error.conditionCode');
    return { field: def.key, op: 'eq', value };
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > 20 || !value.every((v) => typeof v === 'string' && CODE_RE.test(v)))
    return fail('workflow.error.conditionCode');
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
): string {
  if (!skipped.length) return '';
  const names = skipped.map((n) =>
    t('workflow.history.skippedNode', { node: n.name, condition: n.condition ? conditionText(businessType, n.condition, t) : '' }),
  );
  return t('workflow.history.route', { count: takenCount, skipped: names.join('、') });
}
