/** A piece of an FAQ answer: plain text, a link below the locale, or a phone number. */
export type AnswerPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly path: string }
  | { readonly kind: 'phone'; readonly text: string };

// `[label](/path)` (links within the store only) or an international number (`+966 800 124 0500`).
const TOKEN = /\[([^\]]+)\]\((\/[^)\s]*)\)|(\+\d[\d ]{6,}\d)/g;

/**
 * Splits an answer into its parts, so links become links in the shopper's locale and phone
 * numbers can be kept left to right inside Arabic text.
 */
export function answerParts(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of answer.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: answer.slice(last, at) });
    if (match[3] !== undefined) parts.push({ kind: 'phone', text: match[3] });
    else parts.push({ kind: 'link', text: match[1] ?? '', path: match[2] ?? '/' });
    last = at + match[0].length;
  }
  if (last < answer.length) parts.push({ kind: 'text', text: answer.slice(last) });
  return parts;
}
