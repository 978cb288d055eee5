import { describe, expect, it } from 'vitest';
import ar from './ar/common.json';
import en from './en/common.json';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function valueAt(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

describe('translations', () => {
  it('has every English key in Arabic and every Arabic key in English', () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });

  it('leaves no text empty in either language', () => {
    for (const [language, tree] of Object.entries({ en, ar })) {
      for (const key of keysOf(tree)) {
        expect(String(valueAt(tree, key)).trim(), `${language}: ${key}`).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of keysOf(en)) {
      expect(placeholders(String(valueAt(ar, key))), key).toEqual(placeholders(String(valueAt(en, key))));
    }
  });
});
