import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { err, errAsync, ok, Result, ResultAsync } from 'neverthrow';
import type { ProductSummary } from '@storefront/core/catalog';
import type { Language, Region } from '@storefront/core/locale';
import {
  DOMAIN_SORTS,
  DEFAULT_PRICE_RANGE,
  MAX_PRICE_MINOR,
  SEARCH_DEFAULTS,
  buildSynonymSet,
  phrasesForPage,
  priceBoundsMinor,
  type FoundPhrase,
  type SearchPort,
  type SearchRequest,
  type SearchResults,
  type SuggestionRequest,
  type SynonymSet,
  type Suggestions,
} from '@storefront/core/search';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import { CONTENT_KINDS, popularSearchTermsBody } from '../content/cms-content.schema.js';
import { tilesFrom, toSummary } from '../catalog/product-tile.query.js';
import type { Database } from '../database/database.js';
import { categories, contentEntries, products } from '../database/schema/index.js';
import { facetKeysOf, facetsOf, statementRow, type StatementRow } from './search-facets.js';
import { searchStatement, type StatementInput } from './search-statement.js';
import { readSearchSynonyms } from './postgres-search-synonyms.adapter.js';
import { analyseQuery, clauseOptions, type QueryWord, type TextQuery } from './text-query.js';

/** Texts shorter than this share too few trigrams with a name to be compared with it. */
const MIN_TRIGRAM_TEXT = 4;
/** The brand whose content holds the search's popular terms (the main brand's header). */
const CONFIG_BRAND = 'lazurde';

/** The request's half-open range as the inclusive bounds in minor units the statement compares with (decision 0532). */
function boundsMinor(range: SearchRequest['priceRange']): { readonly min: number; readonly max: number } {
  const bounds = priceBoundsMinor(range);
  const clamp = (value: number) => Math.min(MAX_PRICE_MINOR, Math.max(0, Math.round(value)));
  return { min: clamp(bounds.min), max: clamp(bounds.max) };
}

interface Page {
  readonly total: number;
  readonly products: readonly ProductSummary[];
}

/**
 * The SearchPort on the built-in engine: full-text search in English and Arabic over the
 * `product_search` index (normalised by the core's text analysis, typos corrected by trigrams),
 * category navigation, disjunctive facet counts, price range, every domain sort and paging.
 * It reads `search_listings` (prices kept current by triggers) and, with text, `product_search`;
 * the index needs `refreshSearchIndex` after catalogue changes (decisions 0501 to 0503).
 */
export class PostgresSearch implements SearchPort {
  /** The merchant's synonyms as last read, kept while `search_synonyms_version` stays the same (decision 0508). */
  private synonyms: { readonly version: number; readonly set: Promise<SynonymSet> } | undefined;

  /**
   * `weightedFrom`: from how many hits a text ranked by its words' weights is ranked per class
   * rather than hit by hit (`MIN_WEIGHTED_HITS` unless set); the order is the same either way.
   */
  constructor(
    private readonly db: Database,
    private readonly options: { readonly weightedFrom?: number } = {},
  ) {}

  /** The synonyms of `version`: those kept, or read afresh once the table has changed. */
  private synonymsAt(version: number): Promise<SynonymSet> {
    if (this.synonyms?.version !== version) {
      const set = readSearchSynonyms(this.db).then(buildSynonymSet);
      // A failed read is not kept: the next search tries again.
      set.catch(() => {
        if (this.synonyms?.set === set) this.synonyms = undefined;
      });
      this.synonyms = { version, set };
    }
    return this.synonyms.set;
  }

  private analyse(text: string, language: Language): Promise<TextQuery | undefined> {
    return analyseQuery(this.db, text, language, (version) => this.synonymsAt(version));
  }

  search(request: SearchRequest): ResultAsync<SearchResults, InfrastructureError> {
    return ResultAsync.fromPromise(this.run(request, true), (cause) => unavailable('search', cause)).andThen((result) => result);
  }

  suggest(request: SuggestionRequest): ResultAsync<Suggestions, InfrastructureError> {
    const { language, region } = request.locale;
    if (request.limit <= 0) return ResultAsync.fromSafePromise(Promise.resolve({ phrases: [], products: [] }));
    return ResultAsync.fromPromise(this.analyse(request.text, language), (cause) => unavailable('search', cause)).andThen((text) => {
      if (text === undefined) return ok<Suggestions, InfrastructureError>({ phrases: [], products: [] });
      const phrases = ResultAsync.fromPromise(this.phrases(request, text), (cause) => unavailable('search', cause));
      const found = ResultAsync.fromPromise(
        this.run(
          {
            searchType: 'SEARCH',
            locale: { language, region },
            brand: request.brand,
            text: request.text,
            sort: 'RELEVANCE',
            start: 0,
            rows: request.limit,
            categoryPath: [],
            filters: {},
            priceRange: { min: 0, max: DEFAULT_PRICE_RANGE.max },
            facetOptionLimit: 0,
            relevance: request.relevance,
          },
          false,
          text,
        ),
        (cause) => unavailable('search', cause),
      ).andThen((result) => result);
      return ResultAsync.combine([phrases, found]).map(([list, page]) => ({ phrases: phrasesForPage(language, list, request.limit), products: page.products }));
    });
  }

  getConfig(region: Region, key: string): ResultAsync<Readonly<Record<string, unknown>>, InfrastructureError> {
    if (key !== 'config') return errAsync(notFound('search-config', key));
    return ResultAsync.fromPromise(
      this.db
        .select({ language: contentEntries.language, region: contentEntries.region, body: contentEntries.body })
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.kind, CONTENT_KINDS.popularSearchTerms),
            eq(contentEntries.key, 'header'),
            eq(contentEntries.brandCode, CONFIG_BRAND),
            or(eq(contentEntries.region, region), isNull(contentEntries.region)),
          ),
        ),
      (cause) => unavailable('search', cause),
    ).map((rows) => {
      const terms: Record<Language, string[]> = { en: [], ar: [] };
      // A region's own entry wins over the one every region shares.
      for (const row of [...rows].sort((a, b) => (a.region === null ? 0 : 1) - (b.region === null ? 0 : 1))) {
        const parsed = popularSearchTermsBody.safeParse(row.body);
        if (parsed.success && (row.language === 'en' || row.language === 'ar')) terms[row.language] = parsed.data;
      }
      return {
        region,
        engine: 'native',
        pageSize: SEARCH_DEFAULTS.pageSize,
        suggestionLimit: SEARCH_DEFAULTS.suggestionLimit,
        facetOptionLimit: SEARCH_DEFAULTS.facetOptionLimit,
        sorts: [...DOMAIN_SORTS],
        facets: { en: facetKeysOf('en'), ar: facetKeysOf('ar') },
        popularSearchTerms: terms,
      };
    });
  }

  /**
   * Type-ahead phrases in the script the shopper types: every word must start a word of the phrase.
   * Typed in the other language than the page's, each phrase comes with its twin in the page's
   * language: a type or collection by its facet value, a product name by the product's other name.
   */
  private async phrases(request: SuggestionRequest, text: TextQuery): Promise<FoundPhrase[]> {
    const language: Language = text.arabic ? 'ar' : /[a-z]/.test(text.normalised) ? 'en' : request.locale.language;
    const wordCondition = ({ term, corrections, whole }: QueryWord) => {
      const end = whole === true ? ' ' : '';
      const patterns = [`% ${term.surface}${end}%`, `% ${term.stem}${end}%`, ...corrections.map((word) => `% ${word} %`)];
      return sql`p.document like any(array(select json_array_elements_text(${JSON.stringify(patterns)}::json)))`;
    };
    const all = (words: readonly QueryWord[]) => sql`(${sql.join(words.map(wordCondition), sql` and `)})`;
    // A clause's words, or any of the merchant's alternatives to them (decision 0508).
    const conditions = text.clauses.map((clause) => sql`(${sql.join(clauseOptions(clause).map(all), sql` or `)})`);
    const result = (await this.db.execute(sql`
      select p.phrase, p.kind from search_phrases p
      where p.brand_code = ${request.brand} and p.language = ${language} and ${request.locale.region} = any(p.regions)
        and ${sql.join(conditions, sql` and `)}
      order by p.kind, p.products desc, p.phrase
      limit ${request.limit}`)) as unknown as { rows: { phrase: string; kind: number }[] };
    const found = result.rows.map((row) => ({ phrase: row.phrase, language }));
    if (language === request.locale.language || found.length === 0) return found;
    const [from, to] = language === 'en' ? ['en', 'ar'] : ['ar', 'en'];
    const twins = (await this.db.execute(sql`
      select x.phrase, coalesce(
        (select ${sql.raw(`v.value_${to}`)} from search_facet_values v
          where x.kind < 2 and v.facet = (case when x.kind = 0 then 'type' else 'collection' end) and ${sql.raw(`v.value_${from}`)} = x.phrase limit 1),
        (select min(${sql.raw(`ps.name_${to}`)}) from product_search ps where x.kind = 2 and ps.brand_code = ${request.brand} and ${sql.raw(`ps.name_${from}`)} = x.phrase)
      ) as twin
      from json_to_recordset(${JSON.stringify(result.rows)}::json) as x(phrase text, kind int)`)) as unknown as { rows: { phrase: string; twin: string | null }[] };
    const twinOf = new Map(twins.rows.map((row) => [row.phrase, row.twin]));
    return found.map((entry) => {
      const twin = twinOf.get(entry.phrase);
      return twin === null || twin === undefined ? entry : { ...entry, twin };
    });
  }

  private async categoryId(request: SearchRequest): Promise<number | null | undefined> {
    const slug = request.categoryPath.at(-1);
    if (slug === undefined) return undefined;
    const [row] = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.slugEn, slug), eq(categories.slugAr, slug)));
    return row?.id ?? null;
  }

  private async run(request: SearchRequest, withFacets: boolean, analysed?: TextQuery): Promise<Result<SearchResults & Page, InfrastructureError>> {
    const { language, region } = request.locale;
    const text = analysed ?? (await this.analyse(request.text, language));
    const categoryId = await this.categoryId(request);
    const input: StatementInput = {
      region,
      language,
      brand: request.brand,
      ...(typeof categoryId === 'number' ? { categoryId } : {}),
      impossible: categoryId === null,
      ...(text === undefined ? {} : { text }),
      filters: request.filters,
      priceMinor: boundsMinor(request.priceRange),
      sort: request.sort,
      relevance: request.relevance,
      start: Math.max(0, Math.floor(request.start)),
      rows: Math.max(0, Math.floor(request.rows)),
      facets: withFacets,
      facetOptionLimit: Math.max(0, Math.floor(request.facetOptionLimit)),
      ...(this.options.weightedFrom === undefined ? {} : { weightedFrom: this.options.weightedFrom }),
    };
    let row = await this.statementRow(searchStatement(input));
    if (row !== undefined && row.total === 0 && text !== undefined && text.normalised.length >= MIN_TRIGRAM_TEXT) {
      // No word matched: the shopper may have run words together or misspelt a short one.
      row = await this.statementRow(searchStatement({ ...input, byName: true }));
    }
    if (row === undefined) return err(unavailable('search'));
    return this.answer(request, region, language, row, withFacets);
  }

  private async statementRow(statement: SQL): Promise<StatementRow | undefined> {
    const parsed = statementRow.safeParse(((await this.db.execute(statement)) as unknown as { rows: unknown[] }).rows[0]);
    return parsed.success ? parsed.data : undefined;
  }

  private async answer(
    request: SearchRequest,
    region: Region,
    language: Language,
    row: StatementRow,
    withFacets: boolean,
  ): Promise<Result<SearchResults & Page, InfrastructureError>> {
    const tiles = await this.tiles(region, language, row.page);
    return tiles.map((found) => ({
      products: found,
      total: row.total,
      facets: withFacets ? facetsOf(request, row) : {},
    }));
  }

  /** Listing tiles of the page, in the page's order. */
  private async tiles(region: Region, language: Language, ids: readonly number[]): Promise<Result<ProductSummary[], InfrastructureError>> {
    if (ids.length === 0) return ok([]);
    const rows = await tilesFrom(this.db, region, language).where(inArray(products.id, [...ids]));
    const position = new Map(ids.map((id, index) => [id, index]));
    rows.sort((a, b) => (position.get(a.productId) ?? 0) - (position.get(b.productId) ?? 0));
    return Result.combine(rows.map((row) => toSummary(row, region)));
  }
}
