/**
 * The one rule for plain text, on every free-text field of every page and in the mock (record
 * fields, administration texts, thread messages…). Plain text is stored as typed and shown as text —
 * React's escaping, not a ban on characters, keeps markup-looking input such as `<b>` or
 * "javascript:" inert. Refused is only what no text needs:
 * - control characters (tab, and newline / carriage return in multi-line text, excepted),
 * - lone (unpaired) UTF-16 surrogates — broken characters,
 * - bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make text display
 *   in a different order than it is stored.
 * Rich text exists only where a field is declared rich, and is sanitised there instead.
 */

/** Why a text is refused; each is a locale key under `resource.validation.text.*`. */
export type TextProblem = 'control' | 'surrogate' | 'bidi' | 'lineBreak';

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAK = /[\r\n]/;

/**
 * The problem of `text`, or null when it may be stored. `multiline` allows line breaks (textareas,
 * messages); a single-line text refuses them.
 */
export function textProblem(text: string, opts: { multiline?: boolean } = {}): TextProblem | null {
  if (CONTROL.test(text)) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if (BIDI.test(text)) return 'bidi';
  if (!opts.multiline && LINE_BREAK.test(text)) return 'lineBreak';
  return null;
}

/** The locale key of a problem's message. */
export const textProblemKey = (p: TextProblem) => `resource.validation.text.${p}`;
