import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Orders placed through the store's API from a test's browser context (`page.request`, which shares
 * the page's cookies: the guest's `cart_token` or the customer's session), the way the checkout's
 * "Place order" sends them: the agreed quote is the store's own, read from its `CART_CHANGED`
 * answer to a quote of zeros (as packages/api's checkout route test does).
 */

type Json = { readonly [key: string]: unknown };

/** A POST to `/api/{path}` as the store's pages send it: the client header and the store's own origin (decision 0700). */
export async function apiPost(request: APIRequestContext, path: string, data: object): Promise<{ readonly status: number; readonly response: Json }> {
  const origin = `http://127.0.0.1:${process.env.STOREFRONT_E2E_PORT}`;
  const answer = await request.post(`/api/${path}`, { data, headers: { 'x-storefront-client': 'web', origin } });
  const body = (await answer.json()) as { response: Json };
  return { status: answer.status(), response: body.response };
}

/** A home delivery to an address of the region, with a phone of its form. */
export const HOME_DELIVERY = {
  sa: { kind: 'home', method: 'standard', address: { firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' } },
  ae: { kind: 'home', method: 'standard', address: { firstName: 'Layla', lastName: 'Nasser', phone: '0501234567', line1: '8 Marina Walk', governorate: 'dubai', city: 'dubai' } },
  eg: { kind: 'home', method: 'standard', address: { firstName: 'Mona', lastName: 'Hassan', phone: '01012345678', line1: '5 Tahrir St', governorate: 'cairo', city: 'cairo' } },
} as const;

export interface Placement {
  readonly cartId: string;
  readonly region: keyof typeof HOME_DELIVERY;
  readonly locale: string;
  readonly email: string;
  readonly method: 'card' | 'cash-on-delivery';
  readonly saveCard?: boolean;
}

interface CartLineJson {
  readonly variant_id: number;
  readonly sku: string;
  readonly quantity: number;
  readonly sale_price: { readonly amountMinor: number; readonly currency: string };
}

/** Places the cart's order with the store's quote of it: answers "placed" (cash on delivery) or "redirect" to the card page. */
export async function placeOrder(request: APIRequestContext, placement: Placement): Promise<Json> {
  const { cartId, region, locale, email, method } = placement;
  const read = await apiPost(request, 'cart/getCart', { cartId, region });
  expect(read.status, JSON.stringify(read.response)).toBe(200);
  const cart = read.response as { currency: { code: string }; coupons: { code: string }[]; line_items: { physical_items: CartLineJson[] } };
  const zero = { amountMinor: 0, currency: cart.currency.code };
  const agreed = {
    lines: cart.line_items.physical_items.map((line) => ({ variantId: line.variant_id, sku: line.sku, quantity: line.quantity, unitPrice: line.sale_price })),
    coupons: cart.coupons.map((coupon) => coupon.code),
    totals: { subtotal: zero, discount: zero, shipping: zero, cashOnDeliveryFee: zero, vat: zero, total: zero },
  };
  const body = { cartId, region, locale, email, delivery: HOME_DELIVERY[region], method, ...(placement.saveCard ? { saveCard: true } : {}) };
  const changed = await apiPost(request, 'checkout/place', { ...body, agreed, idempotencyKey: randomUUID() });
  expect(changed.response, 'the store names the totals it quotes').toMatchObject({ code: 'CART_CHANGED' });
  const changes = (changed.response.params as { changes: { kind: string; to?: unknown }[] }).changes;
  const totals = changes.find((change) => change.kind === 'totals-changed')?.to;
  expect(totals).toBeDefined();
  const placed = await apiPost(request, 'checkout/place', { ...body, agreed: { ...agreed, totals }, idempotencyKey: randomUUID() });
  expect(placed.status, JSON.stringify(placed.response)).toBe(200);
  return placed.response;
}

/** The sandbox's test cards (its hosted page takes them as a shopper types them). */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Layla Nasser' } as const;

/**
 * Pays a card order on the sandbox provider's own page (the card number never reaches the store),
 * then completes it as the return address would: answers the placed order's outcome.
 */
export async function payByCard(request: APIRequestContext, redirect: Json, region: string): Promise<Json> {
  expect(redirect).toMatchObject({ kind: 'redirect' });
  const page = new URL(String(redirect.url));
  const entered = await request.post(page.pathname, { form: { ...TEST_CARD }, maxRedirects: 0 });
  expect(entered.status(), 'the card page sends the shopper back to the store').toBe(303);
  const completed = await apiPost(request, 'checkout/complete', { region, attemptId: redirect.attemptId });
  expect(completed.status, JSON.stringify(completed.response)).toBe(200);
  expect(completed.response).toMatchObject({ kind: 'placed' });
  return completed.response;
}
