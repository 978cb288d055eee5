import { describe, expect, it } from 'vitest';
import { decodeQueryString, encodeQueryString } from './query-string.js';

describe('query strings', () => {
  it('decodes pairs with or without the question mark, plus signs as spaces', () => {
    expect(decodeQueryString('?a=1&b=x+y&c&&d=%D8%A7')).toEqual({ entries: [['a', '1'], ['b', 'x y'], ['c', ''], ['d', 'ا']], malformed: [] });
    expect(decodeQueryString('a=1').entries).toEqual([['a', '1']]);
  });

  it('keeps values that contain an equals sign whole', () => {
    expect(decodeQueryString('?q=a=b').entries).toEqual([['q', 'a=b']]);
  });

  it('encodes what it decodes', () => {
    const entries = [['type', 'Yellow & Rose Gold'], ['النوع', 'خواتم+']] as const;
    expect(decodeQueryString(encodeQueryString(entries)).entries).toEqual(entries);
    expect(encodeQueryString([])).toBe('');
  });
});
