/**
 * `intl-messageformat-parser` (aliased in config/bundle.ts): react-intl formats every message through
 * intl-messageformat, which parses it first with a grammar-generated ICU parser — 16 KiB gzip in the
 * entry, and a pass of that parser over each text the first time a page shows it. The portal's
 * messages use plain text and `{name}` arguments only (the locale files; plurals and dates are
 * formatted in code), so this parser reads exactly that, with ICU's apostrophe rules, and gives the
 * same elements the library's parser gives. Anything else — a format (`{n, number}`), a plural, an
 * unclosed brace — is refused with a SyntaxError, which react-intl reports and answers with the
 * message's own text. tests/unit/perf/messageParserShim.test.ts holds it against the library's parser
 * on every message of both locales.
 */
type Literal = { type: 0; value: string };
type Argument = { type: 1; value: string };
type Element = Literal | Argument | { type: number; value?: string; style?: unknown };

const ARGUMENT = /^\{\s*([\p{L}\p{N}_]+)\s*\}/u;

export function parse(message: string): Element[] {
  const out: Element[] = [];
  let text = '';
  let i = 0;
  while (i < message.length) {
    const c = message[i];
    const next = message[i + 1];
    if (c === "'" && next === "'") {
      text += "'";
      i += 2;
    } else if (c === "'" && (next === '{' || next === '}')) {
      // quoted text: up to the next single apostrophe (or the end), a doubled one standing for itself
      i += 1;
      while (i < message.length) {
        if (message[i] !== "'") text += message[i++];
        else if (message[i + 1] === "'") (text += "'"), (i += 2);
        else {
          i += 1;
          break;
        }
      }
    } else if (c === '{') {
      const argument = ARGUMENT.exec(message.slice(i));
      if (!argument) throw new SyntaxError(`Only text and {name} arguments are read in messages: "${message}"`);
      if (text) out.push({ type: 0, value: text });
      out.push({ type: 1, value: argument[1] });
      text = '';
      i += argument[0].length;
    } else {
      text += c;
      i += 1;
    }
  }
  if (text) out.push({ type: 0, value: text });
  return out;
}

// What intl-messageformat's formatter asks of the elements; the kinds this parser never makes are
// recognised all the same, and the skeletons (`::` styles) it never makes are refused if reached.
export const isLiteralElement = (el: Element) => el.type === 0;
export const isArgumentElement = (el: Element) => el.type === 1;
export const isNumberElement = (el: Element) => el.type === 2;
export const isDateElement = (el: Element) => el.type === 3;
export const isTimeElement = (el: Element) => el.type === 4;
export const isSelectElement = (el: Element) => el.type === 5;
export const isPluralElement = (el: Element) => el.type === 6;
export const isPoundElement = (el: Element) => el.type === 7;
export const isNumberSkeleton = (style: unknown) => !!style && typeof style === 'object' && (style as { type?: number }).type === 0;
export const isDateTimeSkeleton = (style: unknown) => !!style && typeof style === 'object' && (style as { type?: number }).type === 1;
const noSkeletons = (): never => {
  throw new SyntaxError('Skeleton styles are not read in messages');
};
export const parseDateTimeSkeleton = noSkeletons;
export const convertNumberSkeletonToNumberFormatOptions = noSkeletons;
