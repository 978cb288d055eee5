import { directionOf, isLanguage, type TextDirection } from '@storefront/core/locale';

/**
 * A bundle in i18next's v4 JSON format: nested objects addressed by dotted keys (`cart.heading`),
 * texts with `{{name}}` placeholders, and plural forms as sibling keys with a suffix
 * (`cart.items_one`, `cart.items_other`, …). Read defensively: anything that is not a text at the
 * end of a key counts as missing.
 */
export type Bundle = Readonly<Record<string, unknown>>;

/**
 * What `t` accepts besides the key: `count` picks a plural form (and fills `{{count}}`),
 * `defaultValue` is shown when no bundle has the key, every other entry fills its placeholder.
 */
export interface TranslateOptions {
  readonly count?: number;
  readonly defaultValue?: string;
  readonly [placeholder: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/** Reads a bundle by its name (`ar-sa`, `ar`); undefined while it is not loaded, or when none exists. */
export type BundleSource = (name: string) => Bundle | undefined;

/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The bundles a locale tag reads, most specific first: `ar-sa` → `ar-sa`, `ar`; `ar` → `ar`. */
function bundleChain(tag: string): readonly string[] {
  const language = tag.split('-')[0] ?? tag;
  return tag === language ? [language] : [tag, language];
}

function textAt(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Readonly<Record<string, unknown>>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function written(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * Fills each `{{name}}` from the options, in one pass: a value is inserted as it is (React escapes
 * what it renders), and placeholders inside a value are left alone. A placeholder with no entry
 * at all stays as written, so a forgotten value shows rather than vanishing.
 */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(options, name) ? written(options[name]) : whole));
}

/**
 * The translations of one locale (`ar-sa`) or one language alone (`ar`). A key is looked up in the
 * locale's bundle, then in its language's; with a numeric `count`, each bundle is asked for the
 * plural form first (`key_zero` for 0, then `key_` + the category Intl.PluralRules gives the
 * language: zero, one, two, few, many or other), then for the key itself. A key found nowhere
 * shows `defaultValue`, else the key itself.
 */
export class Translator {
  /** The locale tag, lower case: `ar-sa`, or `ar` for a language alone. */
  readonly language: string;
  /** Bound to this translator, so it can be passed around and destructured. */
  readonly t: TFunction;
  /** The bundles it reads, most specific first. */
  readonly chain: readonly string[];
  private readonly direction: TextDirection;
  private readonly plurals: Intl.PluralRules;

  constructor(tag: string, private readonly bundles: BundleSource) {
    this.language = tag.toLowerCase();
    this.chain = bundleChain(this.language);
    const language = this.chain[this.chain.length - 1] ?? this.language;
    this.direction = isLanguage(language) ? directionOf(language) : 'ltr';
    this.plurals = new Intl.PluralRules(language);
    this.t = (key, options) => this.translate(key, options);
  }

  /** `rtl` for Arabic, `ltr` otherwise: what the document's `dir` is for this locale. */
  dir(): TextDirection {
    return this.direction;
  }

  private translate(key: string, options: TranslateOptions | undefined): string {
    const found = this.lookup(key, options?.count);
    if (found !== undefined) return interpolate(found, options);
    const fallback = options?.defaultValue;
    return fallback === undefined ? key : interpolate(fallback, options);
  }

  private lookup(key: string, count: number | undefined): string | undefined {
    const candidates = count === undefined ? [key] : this.pluralKeys(key, count);
    for (const name of this.chain) {
      const bundle = this.bundles(name);
      for (const candidate of candidates) {
        const text = textAt(bundle, candidate);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  private pluralKeys(key: string, count: number): string[] {
    const form = `${key}_${this.plurals.select(count)}`;
    return count === 0 ? [`${key}_zero`, form, key] : [form, key];
  }
}
