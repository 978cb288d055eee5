import type { Money } from '@storefront/core/catalog';
import type { TFunction } from '../../lib/i18n';

/** One entry of a `CART_CHANGED` answer's `changes` (the core's `CheckoutChange`), as the wire carries it. */
export type CheckoutChangeWire =
  | { readonly kind: 'price-changed'; readonly name: string; readonly from: Money; readonly to: Money }
  | { readonly kind: 'quantity-unavailable'; readonly name: string; readonly requested: number; readonly available: number }
  | { readonly kind: 'quantity-changed'; readonly name: string; readonly from: number; readonly to: number }
  | { readonly kind: 'line-removed'; readonly name: string }
  | { readonly kind: 'line-added'; readonly name: string }
  | { readonly kind: 'coupon-no-longer-applies'; readonly code: string }
  | { readonly kind: 'totals-changed'; readonly from: { readonly total: Money }; readonly to: { readonly total: Money } };

const KINDS = new Set(['price-changed', 'quantity-unavailable', 'quantity-changed', 'line-removed', 'line-added', 'coupon-no-longer-applies', 'totals-changed']);

/** The changes of a `CART_CHANGED` refusal's params, keeping only entries of a kind this page can word. */
export function changesOf(params: Readonly<Record<string, unknown>>): readonly CheckoutChangeWire[] {
  const changes = params['changes'];
  if (!Array.isArray(changes)) return [];
  return changes.filter((change): change is CheckoutChangeWire => typeof change === 'object' && change !== null && KINDS.has((change as { kind?: string }).kind ?? ''));
}

/** One change in the shopper's words: what moved, from what to what. */
export function describeChange(t: TFunction, change: CheckoutChangeWire, money: (amount: Money) => string): string {
  switch (change.kind) {
    case 'price-changed':
      return t('checkout.changes.price', { name: change.name, from: money(change.from), to: money(change.to) });
    case 'quantity-unavailable':
      return change.available > 0 ? t('checkout.changes.unavailable', { name: change.name, available: change.available }) : t('checkout.changes.soldOut', { name: change.name });
    case 'quantity-changed':
      return t('checkout.changes.quantity', { name: change.name, from: change.from, to: change.to });
    case 'line-removed':
      return t('checkout.changes.removed', { name: change.name });
    case 'line-added':
      return t('checkout.changes.added', { name: change.name });
    case 'coupon-no-longer-applies':
      return t('checkout.changes.coupon', { code: change.code });
    case 'totals-changed':
      return t('checkout.changes.totals', { from: money(change.from.total), to: money(change.to.total) });
  }
}
