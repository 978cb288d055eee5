import { z } from 'zod';

/** The longest SKU the catalogue takes. */
export const SKU_MAX_LENGTH = 80;

/** C0 and C1 control characters: no SKU holds one, and the database refuses a NUL outright. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A SKU as it arrives from outside (an address's `product_sku`, an API body): trimmed, 1 to 80
 * characters, none of them a control character. What fails can name no product.
 */
export const skuSchema = z
  .string()
  .trim()
  .min(1)
  .max(SKU_MAX_LENGTH)
  .refine((sku) => !CONTROL_CHARACTER.test(sku), { message: 'must not contain control characters' });

/** The SKU, trimmed, when `value` can be one; otherwise undefined. */
export function parseSku(value: unknown): string | undefined {
  const parsed = skuSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
