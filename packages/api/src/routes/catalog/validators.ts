import { z } from 'zod';
import { CATALOGUE_PAGE_LIMIT, brandSchema, languageSchema, regionSchema, skuSchema } from '@storefront/core';

export const featuredProductsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.optional(),
  limit: z.number().int().min(1).max(48).optional(),
});
export type FeaturedProductsBody = z.infer<typeof featuredProductsBody>;

export const productBySkuBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  sku: skuSchema,
});

export const productsByIdsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  productIds: z.array(z.number().int().positive()).min(1).max(CATALOGUE_PAGE_LIMIT),
});

export const relatedProductsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  sku: skuSchema,
  limit: z.number().int().min(1).max(24).optional(),
});

export const categoriesBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.optional(),
});
