import type { Locale } from '../../../locale/domain/locale.js';

/** The most terms the empty search box suggests. */
export const POPULAR_SEARCH_TERMS_LIMIT = 10;

function strings(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const terms = value.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    // The CMS shape: `{ Term: 'gold rings' }`.
    if (typeof entry === 'object' && entry !== null && 'Term' in entry && typeof entry.Term === 'string') return [entry.Term];
    return [];
  });
  return terms.length > 0 ? terms.map((term) => term.trim()).filter((term) => term !== '') : undefined;
}

/** Terms from the search configuration: a list, or a list per language; undefined when it names none. */
export function popularTermsOfConfig(config: Readonly<Record<string, unknown>>, locale: Locale): readonly string[] | undefined {
  const terms = config.popularSearchTerms;
  if (Array.isArray(terms)) return strings(terms);
  if (typeof terms === 'object' && terms !== null) return strings((terms as Record<string, unknown>)[locale.language]);
  return undefined;
}
