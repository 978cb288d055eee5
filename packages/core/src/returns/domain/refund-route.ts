/** How an order was paid, as far as refunds care. */
export type PaymentMethodFamily = 'card' | 'apple-pay' | 'buy-now-pay-later' | 'cash-on-delivery';

/** Working days after the returned item arrives within which inspection and the refund decision happen. */
export const REFUND_INSPECTION_WORKING_DAYS = 10;

/** Where the money goes back, and how long the shopper may wait for it. */
export type RefundRoute =
  | {
      readonly kind: 'original-method';
      readonly inspectionWorkingDays: number;
      /** Days the card issuer or instalment provider may take to show the refund. */
      readonly maxDaysToAppear: 28;
    }
  | { readonly kind: 'bank-transfer'; readonly inspectionWorkingDays: number };

/**
 * Card and other online payments are refunded to the original method (up to 28 days to appear);
 * cash on delivery has no method to refund to, so it goes back by bank transfer.
 */
export function refundRouteFor(method: PaymentMethodFamily): RefundRoute {
  if (method === 'cash-on-delivery') return { kind: 'bank-transfer', inspectionWorkingDays: REFUND_INSPECTION_WORKING_DAYS };
  return { kind: 'original-method', inspectionWorkingDays: REFUND_INSPECTION_WORKING_DAYS, maxDaysToAppear: 28 };
}
