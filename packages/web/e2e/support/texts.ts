import { readFileSync } from 'node:fs';

/** The texts a shopper reads, from the bundles the pages use: the common namespace, then the account's (decision 1110), the checkout's (decision 1261), the reviews' (decision 1343), the returns' (decision 1350) and the help pages' (decision 1470). */
type Texts = { readonly [key: string]: string | Texts };
export type Language = 'en' | 'ar';
const bundle = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../app/locales/${language}/${namespace}.json`, import.meta.url), 'utf8')) as Texts;
const NAMESPACES = ['common', 'account', 'checkout', 'reviews', 'returns', 'help'] as const;
const BUNDLES: Readonly<Record<Language, readonly Texts[]>> = {
  en: NAMESPACES.map((namespace) => bundle('en', namespace)),
  ar: NAMESPACES.map((namespace) => bundle('ar', namespace)),
};

/** The text of `key` in `language`, with its `{{name}}` values filled in (i18next's plain interpolation). */
export function text(language: Language, key: string, values: Readonly<Record<string, string>> = {}): string {
  const at = (texts: Texts) => key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  const found = BUNDLES[language].map(at).find((value) => typeof value === 'string');
  if (typeof found !== 'string') throw new Error(`No text ${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A phone's screen, for the journeys run at phone width. */
export const PHONE_WIDTH = { width: 390, height: 844 } as const;
