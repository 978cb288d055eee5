/** What routes use for their `meta`: canonical and hreflang links, JSON-LD, sitemaps. */
export { canonicalUrl, encodePath, listingCanonicalQuery, listingCanonicalUrl, requestOrigin, type CanonicalOptions } from './canonical';
export { alternateLinks, localesOfBrand, pathInLocale, seoLinks, type AlternateLink, type AlternatesInput, type PageSeo } from './alternates';
export { availabilityOf, breadcrumbListJsonLd, majorUnits, productJsonLd, type Breadcrumb, type JsonLdObject, type StockState } from './json-ld';
export { PRODUCT_SKU_PARAM, REVIEW_PAGE_PARAM, REVIEW_SORT_PARAM, REVIEW_WRITTEN_PARAM, categoryListingPaths, isProductPath, productHref, productPath, productQuery, productSlug } from './urls';
export { errorPageMeta } from './error-meta';
