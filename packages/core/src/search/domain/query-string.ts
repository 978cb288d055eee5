/** One `name=value` pair of a query string, decoded. */
export type QueryEntry = readonly [name: string, value: string];

export interface DecodedQuery {
  readonly entries: readonly QueryEntry[];
  /** Pieces that could not be percent-decoded (`%E0%A4%A`), left out. */
  readonly malformed: readonly string[];
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Splits a query string (`?a=1&b=2`, with or without `?`) into decoded pairs. Core reads query
 * strings itself so that the same rules run in the browser, on the server and in tests.
 */
export function decodeQueryString(search: string): DecodedQuery {
  const entries: QueryEntry[] = [];
  const malformed: string[] = [];
  for (const piece of search.replace(/^\?/, '').split('&')) {
    if (piece === '') continue;
    const equals = piece.indexOf('=');
    const name = decode(equals === -1 ? piece : piece.slice(0, equals));
    const value = decode(equals === -1 ? '' : piece.slice(equals + 1));
    if (name === undefined || value === undefined) malformed.push(piece);
    else entries.push([name, value]);
  }
  return { entries, malformed };
}

/** Joins pairs into a query string with a leading `?`, or `''` when there are none. */
export function encodeQueryString(entries: readonly QueryEntry[]): string {
  if (entries.length === 0) return '';
  return `?${entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}
