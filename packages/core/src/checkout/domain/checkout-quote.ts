import { err, ok, type Result } from 'neverthrow';
import type { Cart } from '../../cart/domain/cart.js';
import { money, type Money } from '../../catalog/domain/money.js';
import type { Region } from '../../locale/domain/locale.js';
import { currencyOf } from '../../locale/domain/region.js';
import type { VatPolicy } from '../../locale/domain/vat.policy.js';
import {
  checkoutCartEmpty,
  paymentMethodUnavailable,
  type CheckoutCartEmptyError,
  type PaymentMethodUnavailableError,
  type PickupUnavailableError,
  type ShippingMethodUnavailableError,
} from '../errors.js';
import type { BoutiqueStock, SoldOutError } from '../ports/checkout-store.port.js';
import type { CheckoutQuote, CheckoutTotals, DeliveryChoice, DeliverySelection, QuotedLine } from './checkout.js';
import type { RegionCheckoutSettings } from './checkout-settings.js';
import type { PaymentMethod } from './payment-method.js';
import { missingAt } from './pickup.js';

export type QuoteError = CheckoutCartEmptyError | SoldOutError | ShippingMethodUnavailableError | PickupUnavailableError | PaymentMethodUnavailableError;

export interface QuoteInput<D extends DeliverySelection = DeliveryChoice> {
  /** The cart priced now (`CartPort.getCart`): lines, coupons, stock flags. */
  readonly cart: Cart;
  readonly delivery: D;
  readonly method: PaymentMethod;
  /** The region's merchant settings. */
  readonly settings: RegionCheckoutSettings;
  readonly vat: VatPolicy;
  /** The region's boutiques with their stock of the cart's variants; needed for a pickup. */
  readonly boutiques?: readonly BoutiqueStock[] | undefined;
}

/** The cart's lines as the shopper agrees to pay for them. */
export function quotedLines(cart: Cart): readonly QuotedLine[] {
  return cart.lines.map((line) => ({
    productId: line.productId,
    variantId: line.variantId,
    sku: line.sku,
    name: line.name,
    options: line.options,
    quantity: line.quantity,
    unitPrice: line.salePrice,
    discount: line.discountAmount,
    total: money(line.salePrice.amountMinor * line.quantity - line.discountAmount.amountMinor, line.salePrice.currency),
    imageUrl: line.imageUrl,
    kind: line.kind,
    pierced: line.pierced,
  }));
}

/** The shortfalls of a cart asking more than the region can sell: `SOLD_OUT`, as an attempt's reservation answers. */
export function cartShortfalls(cart: Cart): SoldOutError | undefined {
  const short = cart.lines.filter((line) => line.exceedingQuantity || !line.hasStock);
  if (short.length === 0) return undefined;
  return {
    code: 'SOLD_OUT',
    params: { lines: short.map((line) => ({ variantId: line.variantId, sku: line.sku, requested: line.quantity, available: line.availableToSell })) },
  };
}

/**
 * The delivery fee of a home delivery, in minor units: the service's fee, nothing when `standard`
 * is free above the goods' threshold (after discounts). Collection from a boutique costs nothing.
 */
export function shippingFeeMinor(settings: RegionCheckoutSettings, delivery: DeliverySelection, goodsMinor: number): Result<number, ShippingMethodUnavailableError> {
  if (delivery.kind === 'pickup') return ok(0);
  const service = settings.shipping[delivery.method];
  if (!service.enabled) return err({ code: 'SHIPPING_METHOD_UNAVAILABLE', params: { method: delivery.method } });
  return ok(service.freeAboveMinor !== undefined && goodsMinor >= service.freeAboveMinor ? 0 : service.feeMinor);
}

/** The cash-on-delivery fee a courier charges for collecting cash; none at a boutique, none for other methods. */
export function cashOnDeliveryFeeMinor(settings: RegionCheckoutSettings, delivery: DeliverySelection, method: PaymentMethod): number {
  return method === 'cash-on-delivery' && delivery.kind === 'home' ? settings.cashOnDelivery.feeMinor : 0;
}

/**
 * Whether a method is offered for an order of `totalMinor` (everything included) in the region:
 * cash on delivery when on and not above its maximum; tabby and Tamara within their range in the
 * region's currency; Apple Pay when on; cards whenever the region accepts a brand.
 */
export function checkPaymentMethod(region: Region, settings: RegionCheckoutSettings, method: PaymentMethod, totalMinor: number): Result<void, PaymentMethodUnavailableError> {
  const currency = currencyOf(region);
  switch (method) {
    case 'card':
      return settings.cardBrands.length > 0 ? ok(undefined) : err(paymentMethodUnavailable(method, 'not-offered'));
    case 'apple-pay':
      return settings.applePay.enabled ? ok(undefined) : err(paymentMethodUnavailable(method, 'not-offered'));
    case 'cash-on-delivery': {
      const cod = settings.cashOnDelivery;
      if (!cod.enabled) return err(paymentMethodUnavailable(method, 'not-offered'));
      return totalMinor > cod.maxOrderMinor ? err(paymentMethodUnavailable(method, 'above-maximum', money(cod.maxOrderMinor, currency))) : ok(undefined);
    }
    case 'tabby':
    case 'tamara': {
      const range = settings.bnpl[method];
      if (!range.enabled) return err(paymentMethodUnavailable(method, 'not-offered'));
      if (totalMinor < range.minMinor) return err(paymentMethodUnavailable(method, 'below-minimum', money(range.minMinor, currency)));
      return totalMinor > range.maxMinor ? err(paymentMethodUnavailable(method, 'above-maximum', money(range.maxMinor, currency))) : ok(undefined);
    }
  }
}

/**
 * What the order costs: `total = subtotal - discount + shipping + cashOnDeliveryFee`, and the VAT
 * inside it at the region's rate, to the minor unit (half up). Shipping and the cash-on-delivery
 * fee carry VAT as the goods do (decision 1201).
 */
export function checkoutTotals(
  region: Region,
  vat: VatPolicy,
  amounts: { readonly subtotalMinor: number; readonly discountMinor: number; readonly shippingMinor: number; readonly cashOnDeliveryFeeMinor: number },
): CheckoutTotals {
  const currency = currencyOf(region);
  const discount = Math.min(Math.max(amounts.discountMinor, 0), amounts.subtotalMinor);
  const total = amounts.subtotalMinor - discount + amounts.shippingMinor + amounts.cashOnDeliveryFeeMinor;
  const rate = BigInt(vat.rateOf(region));
  const denominator = 10_000n + rate;
  const vatMinor = Number((2n * BigInt(total) * rate + denominator) / (2n * denominator));
  const of = (amount: number): Money => money(amount, currency);
  return {
    subtotal: of(amounts.subtotalMinor),
    discount: of(discount),
    shipping: of(amounts.shippingMinor),
    cashOnDeliveryFee: of(amounts.cashOnDeliveryFeeMinor),
    vat: of(vatMinor),
    total: of(total),
  };
}

/**
 * Quotes a checkout from the cart priced now, the delivery and the method: the lines, the coupons
 * that take something off, shipping, the cash-on-delivery fee and VAT. Refused: an empty cart, a
 * line asking more than the region can sell, a delivery service off in the region, a boutique
 * lacking a line, a method not offered for this amount in this region.
 */
export function quoteCheckout<D extends DeliverySelection>(input: QuoteInput<D>): Result<CheckoutQuote<D>, QuoteError> {
  const { cart, delivery, method, settings } = input;
  if (cart.lines.length === 0) return err(checkoutCartEmpty());
  const short = cartShortfalls(cart);
  if (short !== undefined) return err(short);
  const lines = quotedLines(cart);
  if (delivery.kind === 'pickup') {
    const boutique = input.boutiques?.find((candidate) => candidate.locationId === delivery.boutiqueId);
    const missing = boutique === undefined ? lines.map((line) => line.sku) : missingAt(boutique, lines);
    if (missing.length > 0) return err({ code: 'PICKUP_UNAVAILABLE', params: { boutiqueId: delivery.boutiqueId, missing } });
  }
  return shippingFeeMinor(settings, delivery, cart.cartAmount.amountMinor).andThen((shippingMinor) => {
    const totals = checkoutTotals(cart.region, input.vat, {
      subtotalMinor: cart.subtotal.amountMinor,
      discountMinor: cart.discountAmount.amountMinor,
      shippingMinor,
      cashOnDeliveryFeeMinor: cashOnDeliveryFeeMinor(settings, delivery, method),
    });
    return checkPaymentMethod(cart.region, settings, method, totals.total.amountMinor).map(
      (): CheckoutQuote<D> => ({
        region: cart.region,
        locale: cart.locale,
        cartId: cart.id,
        currency: cart.currency,
        lines,
        coupons: cart.coupons.filter((coupon) => coupon.discountAmount.amountMinor > 0).map((coupon) => coupon.code),
        delivery,
        method,
        totals,
      }),
    );
  });
}
