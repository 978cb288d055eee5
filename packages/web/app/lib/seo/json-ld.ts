import type { Money, ProductDetail } from '@storefront/core/catalog';
import { BRAND_PROFILES, MINOR_UNITS_PER_MAJOR } from '@storefront/core/locale';
import { averageRating } from '@storefront/core/reviews';

type JsonLdValue = string | number | boolean | null | JsonLdObject | readonly JsonLdValue[];
/** A JSON-LD node, as React Router's `meta` renders it into `<script type="application/ld+json">`. */
export interface JsonLdObject {
  readonly [key: string]: JsonLdValue;
}

const SCHEMA = 'https://schema.org';

/** How much of a product is left, in the words of the product page's stock rule. */
export type StockState = 'in-stock' | 'low-stock' | 'sold-out';

const AVAILABILITY: Readonly<Record<StockState, string>> = {
  'in-stock': `${SCHEMA}/InStock`,
  'low-stock': `${SCHEMA}/LimitedAvailability`,
  'sold-out': `${SCHEMA}/OutOfStock`,
};

/** schema.org's availability for a stock state. */
export function availabilityOf(state: StockState): string {
  return AVAILABILITY[state];
}

/** An amount in major units as schema.org wants it: `7450`, `199.99`. */
export function majorUnits(price: Money): number {
  return price.amountMinor / MINOR_UNITS_PER_MAJOR[price.currency];
}

export interface ProductJsonLdInput {
  readonly product: Pick<ProductDetail, 'sku' | 'name' | 'description' | 'brand' | 'price' | 'salePrice' | 'reviewSummary'>;
  readonly stock: StockState;
  /** The product page's canonical URL. */
  readonly url: string;
  /** Absolute image URLs. */
  readonly images: readonly string[];
}

/**
 * A schema.org Product with its Offer (the price the shopper pays, in major units) and, only when
 * somebody has reviewed it, an AggregateRating: an empty rating is invalid for search engines.
 */
export function productJsonLd({ product, stock, url, images }: ProductJsonLdInput): JsonLdObject {
  const paid = product.salePrice ?? product.price;
  const { numberOfReviews } = product.reviewSummary;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    sku: product.sku,
    description: product.description,
    url,
    image: images,
    brand: { '@type': 'Brand', name: BRAND_PROFILES[product.brand].displayName },
    offers: {
      '@type': 'Offer',
      url,
      price: majorUnits(paid),
      priceCurrency: paid.currency,
      availability: availabilityOf(stock),
      itemCondition: `${SCHEMA}/NewCondition`,
    },
    ...(numberOfReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageRating(product.reviewSummary),
            reviewCount: numberOfReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface Breadcrumb {
  readonly name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out. */
  readonly url?: string;
}

/** A schema.org BreadcrumbList, positions counted from 1. */
export function breadcrumbListJsonLd(crumbs: readonly Breadcrumb[]): JsonLdObject {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url === undefined ? {} : { item: crumb.url }),
    })),
  };
}
