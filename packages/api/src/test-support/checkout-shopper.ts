import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Container } from 'inversify';
import { expect } from 'vitest';
import type { StockedProduct } from '@storefront/adapters-postgres/testing';
import type { Runtime } from '@storefront/composition';
import { SESSION_COOKIE } from '@storefront/contract';
import { ClockPort } from '@storefront/core/shared';
import { aTestApi, freePort } from './test-app.js';

/**
 * A shopper's way through checkout on the real API (cart, "Place order" with the totals the store
 * quotes), for the checkout route tests.
 */
export const WEB = { 'x-storefront-client': 'web' };
const LIMITS = { RATE_LIMIT_CART_CREATION_PER_CLIENT: '1000/10m', RATE_LIMIT_SIGN_IN_PER_CLIENT: '500/15m' };

export interface ListeningStore {
  readonly app: FastifyInstance;
  readonly runtime: Runtime;
  readonly container: Container;
}

/** A clock a test moves on by hand (the store's clock, the sandbox keeps the machine's). */
export class MovableClock implements ClockPort {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the store's time `minutes` on. */
  advance(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}

/**
 * The real API listening on the loopback with the sandbox provider mounted in it (unless `env`
 * points elsewhere); `clock`, when given, is the store's clock; `prepare` replaces more bindings.
 */
export async function aListeningApi(
  env: Record<string, string> = {},
  options: { readonly clock?: ClockPort; readonly prepare?: (container: Container) => void | Promise<void> } = {},
): Promise<ListeningStore> {
  const port = await freePort();
  const prepare = async (container: Container) => {
    if (options.clock !== undefined) {
      await container.unbind(ClockPort);
      container.bind<ClockPort>(ClockPort).toConstantValue(options.clock);
    }
    await options.prepare?.(container);
  };
  const store = await aTestApi({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'checkout-api-')), ...LIMITS, ...env }, { prepare });
  await store.app.listen({ port, host: '127.0.0.1' });
  return store;
}

export const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((cookie) => cookie.name === name)?.value;

export const post = (app: FastifyInstance, path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: { ...WEB, ...headers } });

export type ShopperRegion = 'sa' | 'ae' | 'eg';

export interface ShopperCart {
  readonly cartId: string;
  readonly cookie: string;
  readonly region: ShopperRegion;
  readonly locale: string;
  readonly lines: { variantId: number; sku: string; quantity: number; unitPrice: { amountMinor: number; currency: string } }[];
  readonly currency: string;
}

/** Asks `read` until it answers something (a webhook arrives over the loopback in its own time). */
export async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Never happened: ${what}`);
}

/** A cart of one of the candidates whose price lies within `[minMinor, maxMinor]`, as a guest or a signed-in customer. */
export async function aCart(
  app: FastifyInstance,
  region: ShopperRegion,
  candidates: readonly StockedProduct[],
  { session, maxMinor = 3_000_00, minMinor = 0 }: { readonly session?: string | undefined; readonly maxMinor?: number; readonly minMinor?: number } = {},
): Promise<ShopperCart> {
  const locale = `en-${region}`;
  for (const product of candidates) {
    const headers: Record<string, string> = session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` };
    const res = await post(app, 'cart/createCart', { region, locale, lineItems: [{ productId: product.id, quantity: 1 }] }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json().response;
    const line = cart.line_items.physical_items[0];
    if (line.sale_price.amountMinor > maxMinor || line.sale_price.amountMinor < minMinor) continue;
    const token = cookieOf(res, 'cart_token');
    const cookie = [session === undefined ? undefined : `${SESSION_COOKIE}=${session}`, token === undefined ? undefined : `cart_token=${token}`].filter(Boolean).join('; ');
    return { cartId: cart.id, cookie, region, locale, currency: cart.currency.code, lines: [{ variantId: line.variant_id, sku: line.sku, quantity: 1, unitPrice: line.sale_price }] };
  }
  throw new Error('no product in the price range');
}

const ADDRESSES: Record<ShopperRegion, object> = {
  sa: { firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' },
  ae: { firstName: 'Huda', lastName: 'Alali', phone: '0501234567', line1: '3 Sheikh Zayed Rd', governorate: 'dubai', city: 'dubai' },
  eg: { firstName: 'Mona', lastName: 'Hassan', phone: '01012345678', line1: '5 Tahrir St', governorate: 'cairo', city: 'cairo' },
};

export const homeDelivery = (region: ShopperRegion) => ({ kind: 'home', method: 'standard', address: ADDRESSES[region] });

const zero = (currency: string) => ({ amountMinor: 0, currency });
const totalsOf = (currency: string) => ({ subtotal: zero(currency), discount: zero(currency), shipping: zero(currency), cashOnDeliveryFee: zero(currency), vat: zero(currency), total: zero(currency) });

/**
 * The body of "Place order" for the cart, with the totals the store quotes now (read from its
 * CART_CHANGED answer to wrong ones), under a key `newKey` makes.
 */
export async function placeBody(app: FastifyInstance, cart: ShopperCart, method: string, newKey: () => string, email = 'guest.shopper@example.com') {
  const body = { cartId: cart.cartId, region: cart.region, locale: cart.locale, email, delivery: homeDelivery(cart.region), method };
  const agreed = { lines: cart.lines, coupons: [], totals: totalsOf(cart.currency) };
  const changed = await post(app, 'checkout/place', { ...body, agreed, idempotencyKey: newKey() }, { cookie: cart.cookie });
  expect(changed.statusCode, changed.body).toBe(409);
  expect(changed.json().response.code).toBe('CART_CHANGED');
  const totals = changed.json().response.params.changes.find((change: { kind: string }) => change.kind === 'totals-changed');
  expect(totals).toBeDefined();
  return { ...body, agreed: { ...agreed, totals: totals.to } };
}
