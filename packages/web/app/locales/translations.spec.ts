import { describe, expect, it } from 'vitest';
import { LOCALES, formatLocale } from '@storefront/core/locale';
import { NAMESPACES } from '../lib/i18n/bundles';

type Tree = Record<string, unknown>;

/** Every namespace's bundle in each language (`./en/common.json`, `./ar/account.json`, …). */
const LANGUAGE_BUNDLES = import.meta.glob<Tree>('./{en,ar}/*.json', { import: 'default', eager: true });
const bundleOf = (language: 'en' | 'ar', namespace: string): Tree => LANGUAGE_BUNDLES[`./${language}/${namespace}.json`] ?? {};
const namespacesIn = (language: 'en' | 'ar') =>
  Object.keys(LANGUAGE_BUNDLES)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(`./${language}/`.length, -'.json'.length))
    .sort();

const REGION_BUNDLES = import.meta.glob<Tree>('./*-*/*.json', { import: 'default', eager: true });
const regionBundle = (tag: string, namespace = 'common'): Tree | undefined => REGION_BUNDLES[`./${tag}/${namespace}.json`];

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The names a text fills: `{{name}}` and formatted values such as `{{count, number}}`. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

/** The plural categories of i18next's JSON format; `zero` may be given in any language (i18next reads it for a count of 0). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The forms a language needs for a text with a count: what Intl.PluralRules can answer (Arabic six, English one and other). */
const formsOf = (language: 'en' | 'ar') => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/**
 * The texts of a bundle, with a plural family (`listing.count_one`, `listing.count_other`, …)
 * counted as one text, `listing.count`, with the forms it has.
 */
function textsOf(tree: object): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const key of keysOf(tree)) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const text = form ? key.slice(0, -form.length - 1) : key;
    texts.set(text, form ? [...(texts.get(text) ?? []), form] : (texts.get(text) ?? []));
  }
  return texts;
}

/** Every text of a key, its plural forms included. */
function textsAt(tree: object, text: string): string[] {
  const forms = textsOf(tree).get(text) ?? [];
  const keys = forms.length === 0 ? [text] : forms.map((form) => `${text}_${form}`);
  return keys.map((key) => String(valueAt(tree, key)));
}

function valueAt(tree: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('namespaces', () => {
  it('are the same files in English and Arabic, and the ones the translator reads', () => {
    expect(namespacesIn('en')).toEqual([...NAMESPACES].sort());
    expect(namespacesIn('ar')).toEqual([...NAMESPACES].sort());
  });

  it('hold each text in one namespace only: a call names none, and the first found would hide the other', () => {
    for (const language of ['en', 'ar'] as const) {
      const seen = new Map<string, string>();
      for (const namespace of NAMESPACES) {
        for (const text of textsOf(bundleOf(language, namespace)).keys()) {
          expect(seen.get(text), `${language}: ${text} is in ${seen.get(text)} and ${namespace}`).toBeUndefined();
          seen.set(text, namespace);
        }
      }
    }
  });
});

describe.each(NAMESPACES)('translations of the %s namespace', (namespace) => {
  const en = bundleOf('en', namespace);
  const ar = bundleOf('ar', namespace);

  it('has every English text in Arabic and every Arabic text in English, a plural family counting as one', () => {
    expect(keysOf(en).length).toBeGreaterThan(0);
    expect([...textsOf(ar).keys()].sort()).toEqual([...textsOf(en).keys()].sort());
  });

  it('gives each plural family every form its language needs, and the same families plural in both languages', () => {
    for (const [language, tree] of Object.entries({ en, ar }) as ['en' | 'ar', Tree][]) {
      const needed = formsOf(language);
      for (const [text, forms] of textsOf(tree)) {
        if (forms.length === 0) continue;
        // `zero` is needed where the language has it (Arabic) and allowed anywhere.
        const expected = [...new Set([...needed, ...forms.filter((form) => form === 'zero')])].sort();
        expect([...forms].sort(), `${language}: ${text}`).toEqual(expected);
        expect(valueAt(tree, text), `${language}: ${text} is both a text and a plural family`).toBeUndefined();
      }
    }
    const plural = (tree: Tree) => [...textsOf(tree)].filter(([, forms]) => forms.length > 0).map(([text]) => text).sort();
    expect(plural(ar)).toEqual(plural(en));
    if (namespace === 'common') expect(plural(en)).toEqual(expect.arrayContaining(['cart.itemCount', 'header.cart', 'listing.count', 'miniCart.viewCart', 'reviews.count']));
  });

  it('leaves no text empty in either language', () => {
    for (const [language, tree] of Object.entries({ en, ar })) {
      for (const key of keysOf(tree)) {
        expect(String(valueAt(tree, key)).trim(), `${language}: ${key}`).not.toBe('');
      }
    }
  });

  it('uses the same placeholders in both languages; a plural form may leave out the count its words say', () => {
    const withoutCount = (texts: string[]) => [...new Set(texts.flatMap(placeholders))].filter((name) => name !== 'count').sort();
    for (const [text, forms] of textsOf(en)) {
      if (forms.length === 0) {
        expect(placeholders(String(valueAt(ar, text))), text).toEqual(placeholders(String(valueAt(en, text))));
        continue;
      }
      expect(withoutCount(textsAt(ar, text)), text).toEqual(withoutCount(textsAt(en, text)));
      for (const [language, tree] of Object.entries({ en, ar })) {
        // The forms for many counts cannot say how many without the number.
        expect(placeholders(String(valueAt(tree, `${text}_other`))), `${language}: ${text}_other`).toContain('count');
      }
    }
  });
});

describe('choices offered side by side', () => {
  /** Every group of options (a key ending in `Options`) in every namespace of a language. */
  function optionGroups(language: 'en' | 'ar'): [string, Record<string, string>][] {
    const groups: [string, Record<string, string>][] = [];
    const visit = (node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, child] of Object.entries(node)) {
        if (key.endsWith('Options') && typeof child === 'object' && child !== null) groups.push([`${path}${key}`, child as Record<string, string>]);
        else visit(child, `${path}${key}.`);
      }
    };
    for (const namespace of NAMESPACES) visit(bundleOf(language, namespace), `${namespace}:`);
    return groups;
  }

  it('label the fields of one form differently in each language', () => {
    const forms: readonly (readonly [namespace: string, path: string, fields: readonly string[]])[] = [['reviews', 'reviewForm', ['rating', 'title', 'language', 'body']]];
    for (const language of ['en', 'ar'] as const) {
      for (const [namespace, path, fields] of forms) {
        const labels = fields.map((field) => String(valueAt(bundleOf(language, namespace), `${path}.${field}`)));
        expect(new Set(labels).size, `${language}: ${namespace}:${path} ${labels.join(' | ')}`).toBe(fields.length);
      }
    }
  });

  it('read differently from one another in each language: a shopper could not tell two alike apart', () => {
    for (const language of ['en', 'ar'] as const) {
      const groups = optionGroups(language);
      expect(groups.length, language).toBeGreaterThan(0);
      for (const [group, options] of groups) {
        const labels = Object.values(options);
        expect(new Set(labels).size, `${language}: ${group} ${labels.join(' | ')}`).toBe(labels.length);
      }
    }
  });
});

describe('Arabic texts around a Latin value', () => {
  it('isolate an email address (U+2068 … U+2069), so the sentence’s own punctuation stays where Arabic puts it', () => {
    const unisolated = namespacesIn('ar').flatMap((namespace) => {
      const bundle = bundleOf('ar', namespace);
      return keysOf(bundle)
        .map((key) => [key, key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], bundle)] as const)
        .filter(([, text]) => typeof text === 'string' && /\{\{\s*email\s*\}\}/.test(text) && !/\u2068\{\{\s*email\s*\}\}\u2069/.test(text))
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(unisolated).toEqual([]);
  });
});

describe('region bundles', () => {
  const tags = LOCALES.map(formatLocale);
  /** The namespaces a region bundle is given for, by their files (`./en-ae/help.json`). */
  const regionNamespaces = [...new Set(Object.keys(REGION_BUNDLES).map((path) => path.split('/')[2]?.slice(0, -'.json'.length) ?? ''))].sort();

  it('exist for common in each of the six locales, for no other locale, and only for namespaces the translator reads', () => {
    expect(Object.keys(REGION_BUNDLES).filter((path) => path.endsWith('/common.json')).map((path) => path.split('/')[1]).sort()).toEqual([...tags].sort());
    expect(Object.keys(REGION_BUNDLES).every((path) => tags.includes(path.split('/')[1] ?? ''))).toBe(true);
    expect(regionNamespaces.every((namespace) => (NAMESPACES as readonly string[]).includes(namespace))).toBe(true);
  });

  it('override only keys their language has in the same namespace, with the same placeholders and no empty text', () => {
    for (const namespace of regionNamespaces) {
      for (const tag of tags) {
        const bundle = regionBundle(tag, namespace) ?? {};
        const base = bundleOf(tag.startsWith('ar') ? 'ar' : 'en', namespace);
        for (const key of keysOf(bundle)) {
          const baseText = valueAt(base, key);
          expect(baseText, `${tag}/${namespace}: ${key} is not a key of its language`).toBeTypeOf('string');
          expect(String(valueAt(bundle, key)).trim(), `${tag}/${namespace}: ${key}`).not.toBe('');
          expect(placeholders(String(valueAt(bundle, key))), `${tag}/${namespace}: ${key}`).toEqual(placeholders(String(baseText)));
        }
      }
    }
  });

  it('override the same keys in English and Arabic for a region', () => {
    for (const namespace of regionNamespaces) {
      for (const region of ['sa', 'ae', 'eg']) {
        expect(keysOf(regionBundle(`ar-${region}`, namespace) ?? {}).sort(), `${region}/${namespace}`).toEqual(keysOf(regionBundle(`en-${region}`, namespace) ?? {}).sort());
      }
    }
  });
});
