import { describe, expect, it } from 'vitest';
import { ANSWERED_ERROR_CODES } from '@storefront/core/errors';
import { LOCALES, formatLocale } from '@storefront/core/locale';
import ar from './ar/common.json';
import en from './en/common.json';

type Tree = Record<string, unknown>;

const REGION_BUNDLES = import.meta.glob<Tree>('./*-*/common.json', { import: 'default', eager: true });
const BASE: Readonly<Record<'en' | 'ar', Tree>> = { en, ar };

/** A locale's text for a key as the translator finds it: its region bundle's, else its language's. */
function textIn(tag: string, language: 'en' | 'ar', key: readonly string[]): unknown {
  const at = (tree: Tree | undefined) => key.reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  return at(REGION_BUNDLES[`./${tag}/common.json`]) ?? at(BASE[language]);
}

describe('error texts', () => {
  // The codes come from the core's error catalogue, the same table that gives the API's statuses.
  it('has a text for every error code the API and the pages can answer, in every locale', () => {
    expect(ANSWERED_ERROR_CODES.length).toBeGreaterThan(20);
    const missing = LOCALES.flatMap((locale) => {
      const tag = formatLocale(locale);
      return ANSWERED_ERROR_CODES.filter((code) => {
        const text = textIn(tag, locale.language, ['errors', code]);
        return typeof text !== 'string' || text.trim() === '';
      }).map((code) => `${tag}: errors.${code}`);
    });
    expect(missing).toEqual([]);
  });
});
