/**
 * A broken rule: a locale key (src/locales/<lang>/admin.ts) and its parameters. The page formats it
 * with `intl.formatMessage`; the mock server formats it in Chinese with the same texts (`formatRule`),
 * so the message a user reads is the same wherever the rule is checked.
 */
export interface RuleError {
  key: string;
  params?: Record<string, string | number>;
}

/** `{name}` placeholders of a message replaced by `params`. */
export function fillMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

export function formatRule(messages: Record<string, string>, error: RuleError): string {
  return fillMessage(messages[error.key] ?? error.key, error.params);
}
