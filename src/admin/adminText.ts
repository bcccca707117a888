/**
 * Small helpers the administration pages share: turning a broken domain rule into a form-validation
 * rejection in the user's language, and antd form rules built from the domain checks.
 */
import type { OrgTreeNode } from '@/domain/admin/organization';
import { functionTitleKeys } from '@/domain/admin/functions';
import { labelled, type RuleError } from '@/domain/admin/rules';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

export const translator =
  (intl: { formatMessage: (d: { id: string }, v?: Record<string, string | number>) => string; messages?: Record<string, unknown> }): Translate =>
  (id, values) =>
    intl.formatMessage(
      { id },
      labelled(values, (key) => (intl.messages?.[key] ? intl.formatMessage({ id: key }) : undefined)),
    );

/** An antd form rule that runs a domain check on the field's value (several broken rules: one message, `；` between). */
export function domainRule(t: Translate, checkValue: (value: unknown) => RuleError | RuleError[] | null | undefined) {
  return {
    validator: (_: unknown, value: unknown) => {
      const errors = [checkValue(value) ?? []].flat();
      return errors.length ? Promise.reject(new Error(errors.map((e) => t(e.key, e.params)).join('；'))) : Promise.resolve();
    },
  };
}

export interface OrgOption {
  key: string;
  value: string;
  title: string;
  disabled: boolean;
  children: OrgOption[];
}

/** The organization tree as Tree / TreeSelect data; with `allowed`, the nodes outside it are shown disabled. */
export const orgTreeData = (nodes: OrgTreeNode[], allowed?: Set<string>): OrgOption[] =>
  nodes.map((n) => ({ key: n.id, value: n.id, title: n.name, disabled: !!allowed && !allowed.has(n.id), children: orgTreeData(n.children, allowed) }));

/** The display name of a function of the tree in the user's language (`functionTitleKeys`). */
export function functionTitle(
  intl: { formatMessage: (d: { id: string }) => string; messages: Record<string, unknown> },
  node: { code: string; kind: unknown; page?: string; action?: string },
): string {
  const { keys, fallback } = functionTitleKeys(node);
  const key = keys.find((id) => intl.messages[id]);
  return key ? intl.formatMessage({ id: key }) : fallback;
}
