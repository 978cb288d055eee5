import type { CheckoutQuoteWire } from './api/checkout-api';

/** The part of Apple Pay's `ApplePaySession` the checkout uses (WebKit's JS API, version 3). */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { readonly validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { readonly payment: { readonly token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ApplePayRequest): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS?: number;
  readonly STATUS_FAILURE?: number;
}

export interface ApplePayRequest {
  readonly countryCode: string;
  readonly currencyCode: string;
  readonly supportedNetworks: readonly string[];
  readonly merchantCapabilities: readonly string[];
  readonly total: { readonly label: string; readonly amount: string };
}

/** The browser's `ApplePaySession` when it offers Apple Pay now, else `undefined` (every browser but Safari, a Safari without a card). */
export function applePaySession(): ApplePaySessionClass | undefined {
  try {
    const session = (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
    return session !== undefined && session.canMakePayments() ? session : undefined;
  } catch {
    return undefined;
  }
}

const NETWORKS: Readonly<Record<string, string>> = { visa: 'visa', mastercard: 'masterCard', mada: 'mada' };

/** The payment sheet's request: the region's country and currency, the brands it takes, the quote's total in major units. */
export function applePayRequest(region: string, quote: CheckoutQuoteWire, brands: readonly string[], label: string): ApplePayRequest {
  return {
    countryCode: region.toUpperCase(),
    currencyCode: quote.currency,
    supportedNetworks: brands.map((brand) => NETWORKS[brand] ?? brand),
    merchantCapabilities: ['supports3DS'],
    total: { label, amount: (quote.totals.total.amountMinor / 100).toFixed(2) },
  };
}
