import { productNature } from '@storefront/core/catalog';
import type { Database } from '../database/database.js';
import {
  inventory,
  productCategories,
  productImages,
  productPrices,
  productVariants,
  products,
  relatedProducts,
  reviewSummaries,
  reviews,
} from '../database/schema/index.js';
import { bulkInsert } from './bulk-insert.js';
import { arabicLabelOf, type FacetLabelMap, type LabelledFacet } from '../search/facet-labels.js';
import type { ImportProduct } from './catalogue-import.js';

/** The value of `key` in `map`; a missing one is a broken import (a related SKU or category that was not imported). */
export function required<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`The import refers to ${String(key)}, which it does not hold`);
  return value;
}

const TEXT = 'text';
const INT = 'integer';

/**
 * The product rows themselves, in statements of JSON batches, each facet value with its Arabic
 * label from the catalogue's labels beside it; their ids by SKU.
 */
export async function writeProductRows(tx: Database, all: readonly ImportProduct[], labels: FacetLabelMap): Promise<Map<string, number>> {
  const ar = (facet: LabelledFacet, value: string | null) => arabicLabelOf(labels, facet, value);
  const rows = await bulkInsert<typeof products, { id: number; sku: string }>(
    tx,
    products,
    {
      sku: TEXT, brandCode: TEXT, nameEn: TEXT, nameAr: TEXT, descriptionEn: TEXT, descriptionAr: TEXT, type: TEXT, metal: TEXT, karat: TEXT,
      colour: TEXT, stone: TEXT, collection: TEXT, charmFamily: TEXT, capsule: TEXT, bestSellerRank: INT, imagePath: TEXT, kind: TEXT, pierced: 'boolean', createdAt: 'timestamptz',
      typeAr: TEXT, metalAr: TEXT, karatAr: TEXT, colourAr: TEXT, stoneAr: TEXT, collectionAr: TEXT, charmFamilyAr: TEXT, capsuleAr: TEXT,
    },
    all.map(({ brand, categories: _c, prices: _p, variants: _v, images: _i, related: _r, reviews: _rv, kind, pierced, ...product }) => ({
      ...product,
      brandCode: brand,
      // Jewellery, not pierced, unless the source says otherwise; bullion is never pierced.
      ...productNature(kind ?? 'jewellery', pierced ?? false),
      typeAr: ar('type', product.type),
      metalAr: ar('metal', product.metal),
      karatAr: ar('karat', product.karat),
      colourAr: ar('colour', product.colour),
      stoneAr: ar('stone', product.stone),
      collectionAr: ar('collection', product.collection),
      charmFamilyAr: ar('charmFamily', product.charmFamily),
      capsuleAr: ar('capsule', product.capsule),
    })),
    ['id', 'sku'],
  );
  return new Map(rows.map((row) => [row.sku, Number(row.id)]));
}

/** Ids of the rows written before a product's details. */
export interface Ids {
  readonly productOf: ReadonlyMap<string, number>;
  readonly locationOf: ReadonlyMap<string, number>;
  readonly categoryIds: ReadonlyMap<string, number>;
  readonly customerOf: ReadonlyMap<string, number>;
}

/** A chunk of products' prices, variants and stock, images, categories, related products and reviews. */
export async function writeProductDetails(tx: Database, chunk: readonly ImportProduct[], ids: Ids): Promise<void> {
  const productId = (sku: string) => required(ids.productOf, sku);
  await bulkInsert(
    tx,
    productPrices,
    { productId: INT, region: TEXT, currency: TEXT, priceMinor: INT, basePriceMinor: INT, salePriceMinor: INT, salePercent: 'smallint' },
    chunk.flatMap((product) => product.prices.map((price) => ({ ...price, productId: productId(product.sku) }))),
  );
  const variantRows = await bulkInsert<typeof productVariants, { id: number; sku: string }>(
    tx,
    productVariants,
    { productId: INT, sku: TEXT, options: 'jsonb', position: 'smallint' },
    chunk.flatMap((product) =>
      product.variants.map((variant) => ({ productId: productId(product.sku), sku: variant.sku, options: { ...variant.options }, position: variant.position })),
    ),
    ['id', 'sku'],
  );
  const variantOf = new Map(variantRows.map((row) => [row.sku, Number(row.id)]));
  await bulkInsert(
    tx,
    inventory,
    { variantId: INT, locationId: INT, availableToSell: INT, warningLevel: INT },
    chunk.flatMap((product) =>
      product.variants.flatMap((variant) =>
        Object.entries(variant.stock).map(([region, units]) => ({
          variantId: required(variantOf, variant.sku),
          locationId: required(ids.locationOf, region),
          availableToSell: units ?? 0,
          warningLevel: variant.warningLevel,
        })),
      ),
    ),
  );
  await bulkInsert(
    tx,
    productImages,
    { productId: INT, position: 'smallint', path: TEXT, altEn: TEXT, altAr: TEXT },
    chunk.flatMap((product) => product.images.map((image) => ({ ...image, productId: productId(product.sku) }))),
  );
  await bulkInsert(
    tx,
    productCategories,
    { productId: INT, categoryId: INT },
    chunk.flatMap((product) => product.categories.map((slug) => ({ productId: productId(product.sku), categoryId: required(ids.categoryIds, slug) }))),
  );
  await bulkInsert(
    tx,
    relatedProducts,
    { productId: INT, relatedProductId: INT, position: 'smallint' },
    chunk.flatMap((product) => product.related.map((sku, position) => ({ productId: productId(product.sku), relatedProductId: productId(sku), position }))),
  );
  await bulkInsert(
    tx,
    reviews,
    { productId: INT, region: TEXT, customerId: INT, authorName: TEXT, rating: 'smallint', title: TEXT, body: TEXT, language: TEXT, featured: 'boolean', status: TEXT, createdAt: 'timestamptz' },
    chunk.flatMap((product) =>
      product.reviews.map(({ customerEmail, ...review }) => ({
        ...review,
        productId: productId(product.sku),
        customerId: customerEmail === undefined ? null : required(ids.customerOf, customerEmail),
        status: 'published',
      })),
    ),
  );
  await bulkInsert(
    tx,
    reviewSummaries,
    { productId: INT, summationOfRatings: INT, numberOfReviews: INT },
    chunk.map((product) => ({
      productId: productId(product.sku),
      summationOfRatings: product.reviews.reduce((sum, review) => sum + review.rating, 0),
      numberOfReviews: product.reviews.length,
    })),
  );
}
