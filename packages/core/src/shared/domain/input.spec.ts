import { describe, expect, it } from 'vitest';
import { ID_MAX, idSchema, textSchema } from './input.js';

describe('an id in a request', () => {
  it('is a positive whole number within PostgreSQL integer', () => {
    expect(idSchema.safeParse(1).success).toBe(true);
    expect(idSchema.safeParse(ID_MAX).success).toBe(true);
  });

  it.each([0, -1, 1.5, ID_MAX + 1, 2 ** 53, Number.NaN, Infinity, '7', null])('refuses %s', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});

describe('text in a request', () => {
  const code = textSchema({ min: 1, max: 8, trim: true });

  it('takes what a shopper types, trimmed when asked, in any script', () => {
    expect(code.parse('  SAVE10 ')).toBe('SAVE10');
    expect(textSchema({ max: 20 }).parse('خاتم ذهب 18')).toBe('خاتم ذهب 18');
    expect(textSchema({ max: 20 }).parse(' kept ')).toBe(' kept ');
  });

  it('refuses NUL, other control characters and lone surrogates, which no one types', () => {
    for (const value of ['SAVE\u000010', 'a\u001bb', 'line\nbreak', 'tab\there', '\ud800x']) {
      expect(textSchema({ max: 20 }).safeParse(value).success).toBe(false);
    }
  });

  it('takes paragraphs in a multiline text, still refusing NUL and other control characters', () => {
    const paragraphs = textSchema({ max: 40, multiline: true });
    expect(paragraphs.parse('First line\r\nsecond\tline')).toBe('First line\r\nsecond\tline');
    for (const value of ['a\u0000b', 'a\u001bb', '\ud800x']) expect(paragraphs.safeParse(value).success).toBe(false);
  });

  it('holds its bounds after trimming', () => {
    expect(code.safeParse('   ').success).toBe(false);
    expect(code.safeParse('123456789').success).toBe(false);
    expect(code.safeParse(12).success).toBe(false);
  });
});
