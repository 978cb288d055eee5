/** How the search engine orders results, in the storefront's own terms. */
export const DOMAIN_SORTS = [
  'RELEVANCE',
  'NAME_ASC',
  'PRICE_ASC',
  'PRICE_DESC',
  'NEW_ARRIVAL_DESC',
  /** "Advanced sort" of the spec: biggest saving first, by sale percentage descending. */
  'SALE_PERCENTAGE_DESC',
  /** Best-selling first, by the engine's sales rank. */
  'BEST_SELLING',
] as const;
export type DomainSort = (typeof DOMAIN_SORTS)[number];

/** The sort keys listing URLs and the sort menu use (spec section 4). */
export const PUBLIC_SORT_KEYS = ['alpha', 'price-asc', 'price-desc', 'new_in', 'best_seller', 'biggest_saving'] as const;
export type PublicSortKey = (typeof PUBLIC_SORT_KEYS)[number];

export interface SortMapping {
  readonly sort: DomainSort;
  /** `false` when the key was unknown and the fall-back applied. */
  readonly recognised: boolean;
}

/** Turns a public sort key into the engine's sort. Never throws, whatever the key. */
export interface SortMappingPolicy {
  /** Maps a key from a URL or the sort menu; absent means the shopper chose none. */
  map(key: string | undefined): SortMapping;
}

export interface SortMappingOptions {
  /**
   * Where best sellers go: by sales rank (default, decision 0101), or either of the spec's two
   * readings, relevance or biggest saving first.
   */
  readonly bestSellers?: 'BEST_SELLING' | 'RELEVANCE' | 'SALE_PERCENTAGE_DESC';
}

/**
 * The spec's map: alpha, price both ways, newest, biggest saving. Best sellers follow
 * `options.bestSellers`; `best-sellers` is read as `best_seller`. An unknown key sorts by
 * relevance and says so (decision 0102).
 */
export class DefaultSortMappingPolicy implements SortMappingPolicy {
  private readonly table: ReadonlyMap<string, DomainSort>;

  constructor(options: SortMappingOptions = {}) {
    const bestSellers = options.bestSellers ?? 'BEST_SELLING';
    this.table = new Map<string, DomainSort>([
      ['alpha', 'NAME_ASC'],
      ['price-asc', 'PRICE_ASC'],
      ['price-desc', 'PRICE_DESC'],
      ['new_in', 'NEW_ARRIVAL_DESC'],
      ['best_seller', bestSellers],
      ['biggest_saving', 'SALE_PERCENTAGE_DESC'],
      ['relevance', 'RELEVANCE'],
    ]);
  }

  map(key: string | undefined): SortMapping {
    const wanted = (key ?? '').trim().toLowerCase();
    if (wanted === '') return { sort: 'RELEVANCE', recognised: true };
    const canonical = wanted === 'best-sellers' || wanted === 'best_sellers' ? 'best_seller' : wanted;
    const sort = this.table.get(canonical);
    return sort === undefined ? { sort: 'RELEVANCE', recognised: false } : { sort, recognised: true };
  }
}
