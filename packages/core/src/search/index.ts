/**
 * The `@storefront/core/search` entry.
 * Listings and search: listing paths and query strings, price ranges, facets, sorting, Arabic
 * normalisation, the merchant's synonyms and typo rules, and the use cases that read a listing
 * address, search the catalogue and store the synonyms.
 */
export * from './errors.js';
export * from './domain/facets.js';
export * from './domain/facet-values.js';
export * from './domain/categories.js';
export * from './domain/price-range.js';
export * from './domain/suggested-phrases.js';
export * from './domain/query-string.js';
export * from './domain/listing-params.js';
export * from './domain/listing-query.js';
export * from './domain/listing-path.js';
export * from './domain/listing-in-another-region.js';
export * from './domain/sort-mapping.policy.js';
export * from './domain/relevance.policy.js';
export * from './domain/search-request.js';
export * from './domain/arabic-normalisation.js';
export * from './domain/search-synonyms.js';
export * from './domain/search-text.js';
export * from './ports/search.port.js';
export * from './ports/search-synonyms.port.js';
export * from './use-cases/import-search-synonyms/import-search-synonyms.use-case.js';
export * from './use-cases/parse-listing-url/parse-listing-url.use-case.js';
export * from './use-cases/build-search-request/build-search-request.use-case.js';
export * from './use-cases/search-products/search-products.use-case.js';
export * from './use-cases/view-listing-page/view-listing-page.use-case.js';
