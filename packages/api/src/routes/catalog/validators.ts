import { z } from 'zod';
import { CATALOGUE_PAGE_LIMIT, SKU_MAX_LENGTH } from '@storefront/core/catalog';
import { brandSchema, languageSchema, regionSchema } from '@storefront/core/locale';
import { idSchema } from '@storefront/core/shared';

export const featuredProductsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.optional(),
  limit: z.number().int().min(1).max(48).optional(),
});
export type FeaturedProductsBody = z.infer<typeof featuredProductsBody>;

/**
 * A SKU as the body brings it: the use case decides whether it can name a product (a malformed SKU,
 * control characters included, is `404 NOT_FOUND` before any port sees it, as on the product page,
 * decision 0015); the bound only keeps bodies small. So not the shared text schema (decision 0900).
 */
const sku = z.string().max(SKU_MAX_LENGTH * 4);

export const productBySkuBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  sku,
});

export const productsByIdsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  productIds: z.array(idSchema).min(1).max(CATALOGUE_PAGE_LIMIT),
});

export const relatedProductsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  sku,
  limit: z.number().int().min(1).max(24).optional(),
});

export const categoriesBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.optional(),
});
