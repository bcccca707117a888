/**
 * A broken rule: a locale key (src/locales/<lang>/admin.ts) and its parameters. The page formats it
 * with `intl.formatMessage`; the mock server formats it in Chinese with the same texts (`formatRule`),
 * so the message a user reads is the same wherever the rule is checked.
 *
 * A `label` parameter names a locale key (the field's label) and is translated before it is filled in
 * (`labelled`): the plain-text messages `resource.validation.text.*` say "{label}…".
 */
import { textProblem, textProblemKey } from '../text';

export interface RuleError {
  key: string;
  params?: Record<string, string | number>;
}

/** `{name}` placeholders of a message replaced by `params`. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** The parameters with `label` (a locale key) translated by `lookup`. */
export function labelled(params: Record<string, string | number> | undefined, lookup: (key: string) => string | undefined) {
  if (!params || typeof params.label !== 'string') return params;
  return { ...params, label: lookup(params.label) ?? params.label };
}

export function formatRule(messages: Record<string, string>, error: RuleError): string {
  return fillMessage(
    messages[error.key] ?? error.key,
    labelled(error.params, (k) => messages[k]),
  );
}

/**
 * THE plain-text rule (`src/domain/text.ts`) on an administration text: null when `value` is not a
 * string (the field's own check says what is missing) or is fine; `label` is the field's locale key.
 */
export function plainText(value: unknown, label: string, opts: { multiline?: boolean } = {}): RuleError | null {
  if (typeof value !== 'string') return null;
  const problem = textProblem(value, opts);
  return problem ? { key: textProblemKey(problem), params: { label } } : null;
}

/** The first plain-text problem of several fields of `input`: `{ field: labelKey }`; `multiline` fields may hold line breaks. */
export function plainTexts(input: Record<string, unknown>, labels: Record<string, string>, multiline: string[] = []): RuleError | null {
  for (const [field, label] of Object.entries(labels)) {
    const error = plainText(input[field], label, { multiline: multiline.includes(field) });
    if (error) return error;
  }
  return null;
}
