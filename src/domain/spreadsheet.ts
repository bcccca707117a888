/**
 * The one rule for text written into a spreadsheet (CSV or Excel exports): a cell that begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is one a spreadsheet may run as a formula
 * (CSV / formula injection), so it is written with a leading apostrophe and shows as the text it is.
 * A plain number (`-12`, `+3.5`, `-1,250.00`) runs nothing and stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d,]*(\.\d+)?%?$/;

export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}
