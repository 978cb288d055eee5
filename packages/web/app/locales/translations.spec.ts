import { describe, expect, it } from 'vitest';
import { LOCALES, formatLocale } from '@storefront/core/locale';
import ar from './ar/common.json';
import en from './en/common.json';

type Tree = Record<string, unknown>;

const REGION_BUNDLES = import.meta.glob<Tree>('./*-*/common.json', { import: 'default', eager: true });
const regionBundle = (tag: string): Tree | undefined => REGION_BUNDLES[`./${tag}/common.json`];
const BASE: Readonly<Record<'en' | 'ar', Tree>> = { en, ar };

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function valueAt(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
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

describe('region bundles', () => {
  const tags = LOCALES.map(formatLocale);

  it('exist for each of the six locales, and for no other', () => {
    expect(Object.keys(REGION_BUNDLES).map((path) => path.split('/')[1]).sort()).toEqual([...tags].sort());
  });

  it('override only keys their language has, with the same placeholders and no empty text', () => {
    for (const tag of tags) {
      const bundle = regionBundle(tag) ?? {};
      const base = BASE[tag.startsWith('ar') ? 'ar' : 'en'];
      for (const key of keysOf(bundle)) {
        const baseText = valueAt(base, key);
        expect(baseText, `${tag}: ${key} is not a key of its language`).toBeTypeOf('string');
        expect(String(valueAt(bundle, key)).trim(), `${tag}: ${key}`).not.toBe('');
        expect(placeholders(String(valueAt(bundle, key))), `${tag}: ${key}`).toEqual(placeholders(String(baseText)));
      }
    }
  });

  it('override the same keys in English and Arabic for a region', () => {
    for (const region of ['sa', 'ae', 'eg']) {
      expect(keysOf(regionBundle(`ar-${region}`) ?? {}).sort(), region).toEqual(keysOf(regionBundle(`en-${region}`) ?? {}).sort());
    }
  });
});
