import type { Language } from '@storefront/core/locale';
import { FILTER_PARAM_NAMES, OTHER_PARAM_NAMES, facetTwins, listingTargetOf, type FilterFacet, type QueryEntry } from '@storefront/core/search';

/** The facet groups of a listing (features/listing/facet-groups.ts): each value, with its twin's where the facet has twins. */
export type ListingFacets = readonly {
  readonly facet: FilterFacet;
  readonly choices: readonly { readonly value: string; readonly twinValue?: string }[];
}[];

/** A filter value's spelling in each language, from the choices of its facet or of the facet's twin. */
function spellingsOf(facets: ListingFacets, facet: FilterFacet, value: string): Readonly<Record<Language, string>> | undefined {
  const twins = facetTwins(facet);
  if (twins.en === twins.ar) return { en: value, ar: value };
  for (const group of facets) {
    if (group.facet !== twins.en && group.facet !== twins.ar) continue;
    const choice = group.choices.find((candidate) => candidate.twinValue !== undefined && (candidate.value === value || candidate.twinValue === value));
    if (choice?.twinValue === undefined) continue;
    return group.facet === twins.ar ? { ar: choice.value, en: choice.twinValue } : { en: choice.value, ar: choice.twinValue };
  }
  return undefined;
}

/**
 * A listing's query as `language` writes it, so that the twins of one page (`?gold_karat=18K` and
 * `?عيار_الذهب=18 قيراط` on an Arabic page, `?sort=…` and `?الترتيب=…`) share one canonical URL,
 * and each hreflang alternate names the page in its own language. Parameters take the language's
 * name; filter values take its spelling where the facet's options give both (`facets`, the
 * listing's facet groups); a value they do not know keeps its facet and spelling. Entries that
 * become the same are kept once.
 */
export function spellListingQuery(entries: readonly QueryEntry[], language: Language, facets: ListingFacets = []): readonly QueryEntry[] {
  const spelled: QueryEntry[] = [];
  for (const [name, value] of entries) {
    const target = listingTargetOf(name);
    let entry: QueryEntry = [name, value];
    if (target?.kind === 'filter') {
      const spellings = spellingsOf(facets, target.facet, value);
      const facet = spellings ? facetTwins(target.facet)[language] : target.facet;
      entry = [FILTER_PARAM_NAMES[facet].name[language], spellings ? spellings[language] : value];
    } else if (target) {
      entry = [OTHER_PARAM_NAMES[target.kind].name[language], value];
    }
    if (!spelled.some(([n, v]) => n === entry[0] && v === entry[1])) spelled.push(entry);
  }
  return spelled;
}
