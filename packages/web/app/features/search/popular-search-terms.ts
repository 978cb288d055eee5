import type { Brand, Locale } from '@storefront/core';
import type { StorefrontServices } from '../../lib/load-context';

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

/** Terms from the search configuration: a list, or a list per language. */
function fromConfig(config: Readonly<Record<string, unknown>>, locale: Locale): readonly string[] | undefined {
  const terms = config.popularSearchTerms;
  if (Array.isArray(terms)) return strings(terms);
  if (typeof terms === 'object' && terms !== null) return strings((terms as Record<string, unknown>)[locale.language]);
  return undefined;
}

/**
 * What the empty search box suggests: the search configuration's popular terms, else the header
 * content's; an empty list lets the drawer fall back to popular categories.
 */
export async function popularSearchTerms(services: StorefrontServices, locale: Locale, brand: Brand): Promise<readonly string[]> {
  const config = await services.searchProducts.config(locale.region, 'config');
  const configured = config.isOk() ? fromConfig(config.value, locale) : undefined;
  if (configured) return configured.slice(0, 10);
  const header = await services.content.getHeader(locale, brand);
  return header.isOk() ? header.value.popularSearchTerms.slice(0, 10) : [];
}
