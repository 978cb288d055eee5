import { z } from 'zod';
import type { Cart } from '../../cart/domain/cart.js';
import type { Money } from '../../catalog/domain/money.js';
import type { CheckoutTotals } from './checkout.js';

/**
 * One thing that moved between the quote the shopper agreed to and the cart now, so the review
 * step can say exactly what and ask again. Lines are named by SKU (a ring size has its own).
 */
export type CheckoutChange =
  | { readonly kind: 'price-changed'; readonly sku: string; readonly name: string; readonly from: Money; readonly to: Money }
  | { readonly kind: 'quantity-unavailable'; readonly sku: string; readonly name: string; readonly requested: number; readonly available: number }
  | { readonly kind: 'quantity-changed'; readonly sku: string; readonly name: string; readonly from: number; readonly to: number }
  | { readonly kind: 'line-removed'; readonly sku: string; readonly name: string }
  | { readonly kind: 'line-added'; readonly sku: string; readonly name: string }
  | { readonly kind: 'coupon-no-longer-applies'; readonly code: string }
  | { readonly kind: 'totals-changed'; readonly from: CheckoutTotals; readonly to: CheckoutTotals };

const moneySchema = z.object({ amountMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), currency: z.enum(['SAR', 'AED', 'EGP']) });

/** What a browser sends back of the agreed quote: only what the comparison reads, bounded. */
export const agreedCheckoutSchema: z.ZodType<AgreedCheckoutInput> = z.object({
  lines: z
    .array(
      z.object({
        variantId: z.number().int().min(1).max(2 ** 31 - 1),
        sku: z.string().min(1).max(100),
        quantity: z.number().int().min(1).max(1_000),
        unitPrice: moneySchema,
      }),
    )
    .max(100),
  coupons: z.array(z.string().min(1).max(64)).max(10),
  totals: z.object({
    subtotal: moneySchema,
    discount: moneySchema,
    shipping: moneySchema,
    cashOnDeliveryFee: moneySchema,
    vat: moneySchema,
    total: moneySchema,
  }),
});

/** One line of the agreed quote, as the comparison reads it. */
export interface AgreedLine {
  readonly variantId: number;
  readonly sku: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly name?: string | undefined;
}

/** The agreed quote as the browser sends it back, parsed at the boundary by `agreedCheckoutSchema`. */
export interface AgreedCheckoutInput {
  readonly lines: readonly AgreedLine[];
  readonly coupons: readonly string[];
  readonly totals: CheckoutTotals;
}

const sameMoney = (a: Money, b: Money) => a.amountMinor === b.amountMinor && a.currency === b.currency;

function sameTotals(a: CheckoutTotals, b: CheckoutTotals): boolean {
  return (['subtotal', 'discount', 'shipping', 'cashOnDeliveryFee', 'vat', 'total'] as const).every((key) => sameMoney(a[key], b[key]));
}

/**
 * What changed between the agreed quote and the cart priced now (and, once it can be quoted, the
 * totals now): each line's price, a quantity the shop can no longer sell, a quantity the shopper
 * changed in another tab, lines gone or added, coupons that no longer take anything off, and the
 * totals (shipping, fees, VAT). Empty: nothing changed, the order may be placed.
 */
export function checkoutChanges(agreed: AgreedCheckoutInput, cart: Cart, totalsNow?: CheckoutTotals): readonly CheckoutChange[] {
  const changes: CheckoutChange[] = [];
  const now = new Map(cart.lines.map((line) => [line.variantId, line]));
  const agreedIds = new Set(agreed.lines.map((line) => line.variantId));
  for (const line of agreed.lines) {
    const current = now.get(line.variantId);
    const name = current?.name ?? line.name ?? line.sku;
    if (current === undefined) {
      changes.push({ kind: 'line-removed', sku: line.sku, name });
      continue;
    }
    if (!sameMoney(current.salePrice, line.unitPrice)) changes.push({ kind: 'price-changed', sku: current.sku, name, from: line.unitPrice, to: current.salePrice });
    if (current.quantity !== line.quantity) changes.push({ kind: 'quantity-changed', sku: current.sku, name, from: line.quantity, to: current.quantity });
    if (current.exceedingQuantity || !current.hasStock) {
      changes.push({ kind: 'quantity-unavailable', sku: current.sku, name, requested: current.quantity, available: current.availableToSell });
    }
  }
  for (const line of cart.lines) if (!agreedIds.has(line.variantId)) changes.push({ kind: 'line-added', sku: line.sku, name: line.name });
  const applying = new Set(cart.coupons.filter((coupon) => coupon.discountAmount.amountMinor > 0).map((coupon) => coupon.code));
  for (const code of agreed.coupons) if (!applying.has(code)) changes.push({ kind: 'coupon-no-longer-applies', code });
  if (totalsNow !== undefined && !sameTotals(agreed.totals, totalsNow)) changes.push({ kind: 'totals-changed', from: agreed.totals, to: totalsNow });
  return changes;
}
