// zod's mini build: the cart code loads lazily, and stays small when it does.
import * as z from 'zod/mini';
import type { Brand, Language, Region } from '@storefront/core';
import { money, postEnvelope } from '../../../lib/store-api/store-api-envelope';

export type { CartMoney } from '../../../lib/store-api/store-api-envelope';

const cartLine = z.object({
  id: z.string(),
  product_id: z.number(),
  variant_id: z.optional(z.nullable(z.number())),
  sku: z.string(),
  name: z.string(),
  /** The variant's chosen options (`Size: 52`); a copy stored before they were sent has none. */
  options: z._default(z.array(z.object({ name: z.string(), value: z.string() })), []),
  quantity: z.int(),
  original_price: money,
  sale_price: money,
  list_price: money,
  extended_list_price: money,
  discount_amount: money,
  image_url: z.string(),
  url: z.string(),
  available_to_sell: z.number(),
  hasStock: z.boolean(),
  exceedingQuantity: z.boolean(),
});

export type CartLine = z.infer<typeof cartLine>;

const cartSchema = z.object({
  id: z.string(),
  region: z.enum(['sa', 'ae', 'eg']),
  locale: z.string(),
  currency: z.object({ code: z.string() }),
  cart_amount: money,
  discount_amount: money,
  totalCount: z.int(),
  coupons: z._default(z.array(z.object({ code: z.string(), discount_amount: money })), []),
  redirect_urls: z.optional(z.object({ checkout_url: z.string() })),
  VAT_Tax: z.number(),
  SubTotal_Ex_TAX: z.number(),
  line_items: z.object({ physical_items: z.array(cartLine) }),
});

/** The cart as the API answers it (spec section 3, docs/api/cart.md). */
export type Cart = z.infer<typeof cartSchema>;

/** Reads a cart from anywhere (an answer, browser storage): a cart or nothing. */
export function parseCart(value: unknown): Cart | undefined {
  const parsed = cartSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export interface LineItemInput {
  readonly productId: number;
  readonly variantId?: number | undefined;
  readonly quantity: number;
}

/** Feeds the marketing event of every cart change (spec section 7). */
export interface CartContext {
  readonly brand: Brand;
  readonly language: Language;
}

function lineItem({ productId, variantId, quantity }: LineItemInput) {
  return variantId === undefined ? { productId, quantity } : { productId, variantId, quantity };
}

const cart = (path: string, body: unknown, signal?: AbortSignal) => postEnvelope(`cart/${path}`, body, parseCart, signal);

export const cartApi = {
  createCart: (region: Region, locale: string, lineItems: readonly LineItemInput[]) =>
    cart('createCart', { region, locale, lineItems: lineItems.map(lineItem) }),
  getCart: (cartId: string, region: Region, language: Language, signal?: AbortSignal) => cart('getCart', { cartId, region, language }, signal),
  addProduct: (cartId: string, region: Region, line: LineItemInput, context: CartContext) =>
    cart('addProduct', { cartId, region, lineItem: lineItem(line), context }),
  updateProduct: (cartId: string, itemId: string, region: Region, line: LineItemInput, context: CartContext) =>
    cart('updateProduct', { cartId, itemId, region, lineItem: lineItem(line), context }),
  deleteProduct: (cartId: string, itemId: string, region: Region, context: CartContext) =>
    cart('deleteProduct', { cartId, itemId, region, context }),
  applyCoupon: (cartId: string, region: Region, code: string) => cart('applyCoupon', { cartId, region, code }),
  removeCoupon: (cartId: string, region: Region, code: string) => cart('removeCoupon', { cartId, region, code }),
  restore: (region: Region, token: string) => cart('restore', { region, token }),
};
