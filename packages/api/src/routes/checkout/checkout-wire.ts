import type { CheckoutOptionsWire, CheckoutOutcomeWire, CheckoutQuoteWire, OrderDetailWire, OrderListWire, OperatorOrderWire, SavedCardWire } from '@storefront/contract';
import type { CheckoutOptions, CheckoutOutcome, CheckoutReview, SavedCard } from '@storefront/core/checkout';
import type { OrderDetail, OrderListItem, OrderRecord } from '@storefront/core/order';

/** A saved card for the browser: the provider's token stays on the server. */
export function savedCardWire(card: SavedCard): SavedCardWire {
  return { id: card.id, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, isDefault: card.isDefault, savedAt: card.savedAt.toISOString() };
}

export function checkoutOptionsWire(options: CheckoutOptions): CheckoutOptionsWire {
  return {
    shipping: options.shipping.map((option) => ({
      method: option.method,
      fee: option.fee,
      minDays: option.minDays,
      maxDays: option.maxDays,
      ...(option.freeAbove === undefined ? {} : { freeAbove: option.freeAbove }),
    })),
    pickup: options.pickup.map((boutique) => ({ locationId: boutique.locationId, storeLocationId: boutique.storeLocationId, name: boutique.name, city: boutique.city })),
    payment: options.payment.map((option) => ({
      method: option.method,
      available: option.available,
      ...(option.unavailable === undefined ? {} : { unavailable: option.unavailable }),
      ...(option.fee === undefined ? {} : { fee: option.fee }),
      ...(option.brands === undefined ? {} : { brands: [...option.brands] }),
    })),
    savedCards: options.savedCards.map(savedCardWire),
  };
}

/** The review step's quote: what "Place order" sends back as `agreed`. */
export function checkoutQuoteWire(quote: CheckoutReview): CheckoutQuoteWire {
  return {
    currency: quote.currency,
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      options: line.options.map((option) => ({ name: option.name, value: option.value })),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      total: line.total,
      ...(line.imageUrl === '' ? {} : { imageUrl: line.imageUrl }),
    })),
    coupons: [...quote.coupons],
    delivery: quote.delivery.kind === 'home' ? { kind: 'home', method: quote.delivery.method } : { kind: 'pickup', boutiqueId: quote.delivery.boutiqueId },
    method: quote.method,
    totals: quote.totals,
  };
}

export function checkoutOutcomeWire(outcome: CheckoutOutcome): CheckoutOutcomeWire {
  switch (outcome.kind) {
    case 'placed':
      return { kind: 'placed', attemptId: outcome.attemptId, reference: outcome.orderReference };
    case 'redirect':
      return { kind: 'redirect', attemptId: outcome.attemptId, url: outcome.redirectUrl };
    case 'pending':
      return { kind: 'pending', attemptId: outcome.attemptId };
  }
}

export function orderListWire(orders: readonly OrderListItem[]): OrderListWire {
  return {
    orders: orders.map((order) => ({
      reference: order.reference,
      status: order.status,
      placedAt: order.placedAt.toISOString(),
      total: order.total,
      itemCount: order.itemCount,
      ...(order.imageUrl === undefined ? {} : { imageUrl: order.imageUrl }),
    })),
  };
}

/** An order's detail as JSON: dates as ISO strings; the provider's payment id stays on the server. */
export function orderDetailWire(detail: OrderDetail): OrderDetailWire {
  const { providerRef: _providerRef, ...payment } = detail.payment;
  return JSON.parse(JSON.stringify({ ...detail, payment })) as OrderDetailWire;
}

export function operatorOrderWire(order: OrderRecord): OperatorOrderWire {
  return { reference: order.reference, status: order.status, ...(order.tracking === undefined ? {} : { tracking: JSON.parse(JSON.stringify(order.tracking)) as NonNullable<OperatorOrderWire['tracking']> }) };
}
