import { z } from 'zod';
import { brandSchema, languageSchema, regionSchema } from '@storefront/core/locale';
import { textSchema } from '@storefront/core/shared';

/**
 * A search is asked for in the storefront's own URL grammar: the listing path and query string a
 * page would have (`/rings/under-500`, `?karat=18k&sort=biggest_saving&page=2`) plus free text.
 * Bad listing parameters are dropped and reported, as on the pages, never refused.
 */
export const searchBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.optional(),
  text: textSchema({ max: 200 }).optional(),
  path: textSchema({ max: 512 }).optional(),
  query: textSchema({ max: 2048 }).optional(),
});

export const suggestionsBody = z.strictObject({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.optional(),
  text: textSchema({ max: 100 }),
});
