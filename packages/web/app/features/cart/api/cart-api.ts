// The wire shapes come from the contract, written once with zod's mini build for the API and the
// browser alike (decision 0016); the cart code loads lazily, and stays small when it does.
import { parseCart, type CartLineWire, type CartWire } from '@storefront/contract';
import type { Brand, Language, Region } from '@storefront/core/locale';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

export { parseCart };
export type { CartMoney } from '../../../lib/store-api/store-api-envelope';
export type CartLine = CartLineWire;
/** The cart as the API answers it (spec section 3, docs/api/cart.md). */
export type Cart = CartWire;

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
  restore: (region: Region, token: string, cartId?: string) => cart('restore', cartId === undefined ? { region, token } : { region, token, cartId }),
};
