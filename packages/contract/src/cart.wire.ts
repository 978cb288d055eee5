import * as z from 'zod/mini';
import { moneyWire, regionWire } from './money.wire.js';

/**
 * A line of the cart as docs/api/cart.md names it (spec section 3). The browser also reads copies
 * it stored itself, some from before a field was sent: such a field has a default.
 */
export const cartLineWire = z.object({
  id: z.string(),
  product_id: z.number(),
  variant_id: z.optional(z.nullable(z.number())),
  sku: z.string(),
  name: z.string(),
  /** The variant's chosen options (`Size: 52`); a copy stored before they were sent has none. */
  options: z._default(z.array(z.object({ name: z.string(), value: z.string() })), []),
  quantity: z.int(),
  original_price: moneyWire,
  sale_price: moneyWire,
  list_price: moneyWire,
  extended_list_price: moneyWire,
  discount_amount: moneyWire,
  image_url: z.string(),
  url: z.string(),
  available_to_sell: z.number(),
  hasStock: z.boolean(),
  exceedingQuantity: z.boolean(),
});

/** The cart as the API answers it and the browser keeps it (spec section 3, docs/api/cart.md). */
export const cartWire = z.object({
  id: z.string(),
  region: regionWire,
  locale: z.string(),
  currency: z.object({ code: z.string() }),
  cart_amount: moneyWire,
  discount_amount: moneyWire,
  totalCount: z.int(),
  coupons: z._default(z.array(z.object({ code: z.string(), discount_amount: moneyWire })), []),
  redirect_urls: z.optional(z.object({ checkout_url: z.string() })),
  /** The order summary's "of which VAT", in whole units (decision 0720). */
  VAT_Tax: z.number(),
  /** The order summary's "Subtotal excl. VAT", in whole units. */
  SubTotal_Ex_TAX: z.number(),
  line_items: z.object({ physical_items: z.array(cartLineWire) }),
});

/** The cart as it travels: what the API must send and what the browser reads. */
export type CartWire = z.output<typeof cartWire>;
export type CartLineWire = z.output<typeof cartLineWire>;

/** Reads a cart from anywhere (an answer, browser storage): a cart or nothing. */
export function parseCart(value: unknown): CartWire | undefined {
  const parsed = cartWire.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** `/checkout/discounts`: the cart's VAT figures in whole units, as its order summary shows them. */
export const checkoutDiscountsWire = z.object({ tax_total: z.number(), subtotal_ex_tax: z.number() });
export type CheckoutDiscountsWire = z.output<typeof checkoutDiscountsWire>;
