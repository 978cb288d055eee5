import type { TFunction } from '../i18n';
import type { Money } from '@storefront/core/catalog';

/** A refusal of the cart or wish list API, by the error code of its envelope (docs/api/cart.md). */
export class CartApiError extends Error {
  constructor(
    readonly code: string,
    /** The HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly params: Readonly<Record<string, unknown>> = {},
  ) {
    super(code);
    this.name = 'CartApiError';
  }
}

/** The code of any failure: an API refusal keeps its own, anything else is the store being unavailable. */
export function errorCodeOf(error: unknown): string {
  return error instanceof CartApiError ? error.code : 'UNAVAILABLE';
}

function numberParam(params: Readonly<Record<string, unknown>>, ...names: string[]): number | undefined {
  for (const name of names) {
    const value = params[name];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}

/**
 * The translated message for a failed cart or wish list call. Quantity beyond stock is the spec's
 * quantityExceeds toast; every other code has `errors.<CODE>`, and a code the bundle does not know
 * falls back to the general cart refusal rather than showing a raw code. Amounts in params are
 * written with `formatMoney` where the caller has the page's language and region.
 */
export function cartErrorMessage(t: TFunction, error: unknown, formatMoney?: (money: Money) => string): string {
  if (!(error instanceof CartApiError)) return t('errors.UNAVAILABLE');
  const { code, params } = error;
  if (code === 'QUANTITY_EXCEEDS') {
    const available = numberParam(params, 'availableToSell', 'available') ?? 0;
    return available > 0 ? t('cart.quantityExceeds', { count: available }) : t('cart.quantityExceedsNone');
  }
  const limit = numberParam(params, 'limit', 'maximum', 'minimum');
  const minimumSpend = isMoney(params.minimumSpend) ? (formatMoney?.(params.minimumSpend) ?? majorUnits(params.minimumSpend)) : '';
  return t(`errors.${code}`, { ...params, limit: limit ?? '', minimumSpend, defaultValue: t('errors.CART_REJECTED') });
}

function isMoney(value: unknown): value is Money {
  return typeof value === 'object' && value !== null && typeof (value as Money).amountMinor === 'number' && typeof (value as Money).currency === 'string';
}

function majorUnits(money: Money): string {
  return `${(money.amountMinor / 100).toFixed(money.amountMinor % 100 === 0 ? 0 : 2)} ${money.currency}`;
}
