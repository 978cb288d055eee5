import * as z from 'zod/mini';
import type { DomainSort, RelevanceRule } from '@storefront/core/search';
import { brandWire } from './money.wire.js';
import type { Every } from './every.js';
import { localeWire, productSummaryWire } from './catalog.wire.js';

const SORTS = ['RELEVANCE', 'NAME_ASC', 'PRICE_ASC', 'PRICE_DESC', 'NEW_ARRIVAL_DESC', 'SALE_PERCENTAGE_DESC', 'BEST_SELLING'] as const;
const RELEVANCE_RULES = ['word-weights', 'proximity'] as const;

/** One option of a facet, with how many results carry it; `twinValue` names it in the other language. */
export const facetOptionWire = z.object({ value: z.string(), twinValue: z.optional(z.string()), count: z.int(), selected: z.boolean() });

/** The search the API ran, after the listing address was read and the spec's defaults applied. */
export const searchRequestWire = z.object({
  searchType: z.enum(['SEARCH', 'CATNAV']),
  locale: localeWire,
  brand: brandWire,
  text: z.string(),
  sort: z.enum(SORTS satisfies Every<DomainSort, typeof SORTS>),
  start: z.int(),
  rows: z.int(),
  categoryPath: z.array(z.string()),
  /** Facet to the values filtered on. */
  filters: z.record(z.string(), z.array(z.string())),
  /** Whole currency units: from `min`, inclusive, up to `max`, exclusive. */
  priceRange: z.object({ min: z.number(), max: z.number() }),
  facetOptionLimit: z.int(),
  /** How text in relevance order was ranked: the store's `SEARCH_RELEVANCE` (decision 0512). */
  relevance: z.enum(RELEVANCE_RULES satisfies Every<RelevanceRule, typeof RELEVANCE_RULES>),
});

/** What the listing address named that was dropped, with the code and its params. */
export const listingIssueWire = z.object({ code: z.string(), params: z.record(z.string(), z.string()) });

/** `/api/search`: one page of results, the facets, the search that ran and what of the address it dropped. */
export const searchAnswerWire = z.object({
  products: z.array(productSummaryWire),
  /** Results across all pages. */
  total: z.int(),
  /** Facet to its options. */
  facets: z.record(z.string(), z.array(facetOptionWire)),
  request: searchRequestWire,
  issues: z.array(listingIssueWire),
  /** The address's sort key, when it was unknown and relevance was used instead. */
  unknownSortKey: z.optional(z.string()),
});
export type SearchAnswerWire = z.output<typeof searchAnswerWire>;

/** `/api/search/suggestions`: completed phrases and products for what was typed. */
export const suggestionsWire = z.object({ phrases: z.array(z.string()), products: z.array(productSummaryWire) });
export type SuggestionsWire = z.output<typeof suggestionsWire>;
