import { z } from 'zod';

/**
 * The largest id a stored record can have: the storefront's ids are PostgreSQL `integer`s
 * (int4). A larger number names nothing, and a database would refuse it as out of range.
 */
export const ID_MAX = 2_147_483_647;

/** Arabic-Indic (U+0660) and Persian (U+06F0) digits, which Arabic keyboards type. */
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Text with its Arabic-Indic and Persian digits as Latin ones (٥ and ۵ as 5), the rest as it is. */
export function westernDigits(text: string): string {
  return text.replace(INDIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * An id as a request names a product, a variant or any stored record: a positive whole number
 * within int4. Anything else is refused at the boundary, before a port sees it.
 */
export const idSchema = /* @__PURE__ */ z.number().int().min(1).max(ID_MAX);

/**
 * Text without control characters (NUL, escape, line breaks, …) or halves of surrogate pairs:
 * nothing a shopper types. A pattern, so the API's document states it too.
 */
const TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
/** The same, with line breaks and tabs: a text of paragraphs (a review). */
const MULTILINE_TEXT = /^(?:[^\p{Cc}\p{Cs}]|[\n\r\t])*$/u;

export interface TextBounds {
  /** The most characters the field takes (after trimming, when trimmed). */
  readonly max: number;
  /** The fewest; 0 by default. */
  readonly min?: number;
  /** Trim surrounding white space first (a code typed or pasted), so `min` counts what is left. */
  readonly trim?: boolean;
  /** Allow line breaks and tabs (paragraphs); other control characters are still refused. */
  readonly multiline?: boolean;
}

/**
 * Text as a request brings it: bounded in length, without control characters (NUL included,
 * which a database refuses) or lone surrogates. Every free-text field of a boundary is one of these.
 */
export function textSchema({ max, min = 0, trim = false, multiline = false }: TextBounds) {
  const text = trim ? z.string().trim() : z.string();
  return text.min(min).max(max).regex(multiline ? MULTILINE_TEXT : TEXT, 'must not hold control characters');
}
