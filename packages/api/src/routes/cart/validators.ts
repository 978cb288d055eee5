import { z } from 'zod';
import { LOCALES, brandSchema, formatLocale, languageSchema, parseLocaleSegment, regionSchema } from '@storefront/core/locale';
import { idSchema, textSchema } from '@storefront/core/shared';

/** Cart ids are URL-safe random strings; anything else cannot name a cart. */
const cartId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);
const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);
/** Above the line limit so that the policy, not the schema, names the limit to the shopper. */
const quantity = z.number().int().min(1).max(999);

/** A locale such as `ar-sa`: one of the storefront's, listed so the API's document names them. */
const locale = z.enum(LOCALES.map(formatLocale) as [string, ...string[]]).transform((value) => parseLocaleSegment(value)!);

const lineItem = z.strictObject({ productId: idSchema, variantId: idSchema.optional(), quantity });

/** Where the change happened, for the marketing event. */
const context = z.strictObject({ brand: brandSchema, language: languageSchema }).optional();

export const createCartBody = z
  .strictObject({
    region: regionSchema,
    locale,
    lineItems: z.array(lineItem).min(1).max(20),
  })
  .refine((body) => body.locale.region === body.region, { path: ['locale'], message: 'must be a locale of the region' });

export const cartBody = z.strictObject({ cartId, region: regionSchema });

/** `language` is the page's: the lines' names and links come back in it. */
export const getCartBody = z.strictObject({ cartId, region: regionSchema, language: languageSchema.optional() });

export const addProductBody = z.strictObject({ cartId, region: regionSchema, lineItem, context });

export const updateProductBody = z.strictObject({ cartId, itemId, region: regionSchema, lineItem, context });

export const deleteProductBody = z.strictObject({ cartId, itemId, region: regionSchema, context });

export const couponBody = z.strictObject({ cartId, region: regionSchema, code: textSchema({ min: 1, max: 64, trim: true }) });

/**
 * An empty token is the spec's missing order id; the route answers it with its own code. `cartId`
 * is the cart the browser holds in the region, which the lines are restored into.
 */
export const restoreBody = z.strictObject({ region: regionSchema, token: textSchema({ max: 1024 }), cartId: cartId.optional() });

export const discountsBody = z.strictObject({ id: cartId, region: regionSchema });
