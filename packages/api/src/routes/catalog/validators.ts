import { z } from 'zod';
import { brandSchema, languageSchema, regionSchema } from '@storefront/core';

export const featuredProductsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.optional(),
  limit: z.number().int().min(1).max(48).optional(),
});
export type FeaturedProductsBody = z.infer<typeof featuredProductsBody>;
