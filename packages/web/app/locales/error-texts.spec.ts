import { describe, expect, it } from 'vitest';
import { ANSWERED_ERROR_CODES } from '@storefront/core/errors';
import { LOCALES, formatLocale } from '@storefront/core/locale';

type Tree = Record<string, unknown>;

/** Every bundle: each namespace per language (`./ar/account.json`) and per locale where a region differs (`./ar-ae/common.json`). */
const BUNDLES = import.meta.glob<Tree>('./*/*.json', { import: 'default', eager: true });

/**
 * A locale's text for a key as the translator finds it, in whichever namespace holds it: its
 * region's bundle first, then its language's (decision 1470 puts each refusal with the pages that
 * show it).
 */
function textIn(tag: string, language: 'en' | 'ar', key: readonly string[]): unknown {
  const at = (tree: Tree | undefined) => key.reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  const inFolder = (folder: string) => Object.entries(BUNDLES).flatMap(([path, tree]) => (path.startsWith(`./${folder}/`) ? [at(tree)] : [])).find((text) => text !== undefined);
  return inFolder(tag) ?? inFolder(language);
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

  // The browser reads only `common` before any page hydrates: a refusal the bag, the heart, the
  // mini-cart, the search drawer or any request can meet on a page of the catalogue must be there.
  it('keeps in common the refusals a page of any kind can show', () => {
    const anywhere = [
      'heading', 'text', 'UNAVAILABLE', 'RATE_LIMITED', 'INVALID_REQUEST', 'NOT_FOUND', 'SIGN_IN_REQUIRED', 'SIGNED_OUT',
      'CART_NOT_FOUND', 'CART_REJECTED', 'CART_LINE_NOT_FOUND', 'QUANTITY_EXCEEDS', 'LINE_QUANTITY_LIMIT', 'CART_LINE_LIMIT', 'SIZE_REQUIRED', 'SOLD_OUT',
      'QUANTITY_BELOW_MINIMUM', 'COUPON_INVALID', 'COUPON_MINIMUM_NOT_MET', 'ABANDONED_CART_RESTORE_FAILED', 'ABANDONED_CART_LINK_EXPIRED',
      'SEARCH_FAILED', 'SEARCH_SUGGESTIONS_FAILED', 'BRAND_NOT_IN_REGION',
    ];
    for (const language of ['en', 'ar'] as const) {
      const common = BUNDLES[`./${language}/common.json`] as { errors?: Tree } | undefined;
      expect(anywhere.filter((code) => typeof common?.errors?.[code] !== 'string'), language).toEqual([]);
    }
  });
});
