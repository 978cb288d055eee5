import * as z from 'zod/mini';
import type { Language } from '@storefront/core/locale';
import { brandWire, moneyWire, regionWire } from './money.wire.js';
import type { Every } from './every.js';

const LANGUAGE_CODES = ['en', 'ar'] as const;
export const languageWire = z.enum(LANGUAGE_CODES satisfies Every<Language, typeof LANGUAGE_CODES>);

/** A product's tile in one language and one region's prices: what listings, shelves and `/api/catalog/products` answer. */
export const productSummaryWire = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  brand: brandWire,
  price: moneyWire,
  /** Present only when the product is on sale below its price. */
  salePrice: z.optional(moneyWire),
  imageUrl: z.string(),
  inStock: z.boolean(),
  availableToSell: z.number(),
  warningLevel: z.number(),
});
export type ProductSummaryWire = z.output<typeof productSummaryWire>;

const inventoryWire = z.object({ isInStock: z.boolean(), availableToSell: z.number(), warningLevel: z.number() });

/** Everything a product page shows, as `/api/catalog/product` answers it. */
export const productDetailWire = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  brand: brandWire,
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  categories: z.array(z.string()),
  customFields: z.record(z.string(), z.string()),
  price: moneyWire,
  salePrice: z.optional(moneyWire),
  inventory: inventoryWire,
  variants: z.array(
    z.object({
      variantId: z.int(),
      sku: z.string(),
      /** Option name to value: `{ "Size": "52" }`. */
      options: z.record(z.string(), z.string()),
      inventory: inventoryWire,
    }),
  ),
  reviewSummary: z.object({ summationOfRatings: z.number(), numberOfReviews: z.int() }),
});
export type ProductDetailWire = z.output<typeof productDetailWire>;

/** A category of a brand's tree in a region, parents first. */
export const categoryWire = z.object({ categoryId: z.int(), slug: z.string(), name: z.string(), parentId: z.optional(z.int()) });
export type CategoryWire = z.output<typeof categoryWire>;

/** `/api/catalog/featured-products`, `/products` and `/related-products`: tiles in order. */
export const productsAnswerWire = z.object({ products: z.array(productSummaryWire) });
/** `/api/catalog/product`. */
export const productAnswerWire = z.object({ product: productDetailWire });
/** `/api/catalog/categories`. */
export const categoriesAnswerWire = z.object({ categories: z.array(categoryWire) });

/** A locale as the core names it: a language and a region. */
export const localeWire = z.object({ language: languageWire, region: regionWire });
