import type { FastifyRequest } from 'fastify';
import type { Shopper } from '@storefront/core/cart';
import { cartTokenOf, cookieIdOf, type CartTokens } from './cart-token.js';

/**
 * Who is asking, per request: a guest (with the browser's cart token once it has one) or a
 * signed-in customer. Sign-in sessions plug in here; nothing else in the cart or wish-list routes
 * changes when they do.
 */
export interface ShopperResolver {
  resolve(request: FastifyRequest): Shopper;
}

/** How a signed-in customer is recognised from a request; absent until sign-in sessions exist. */
export interface CustomerSessionReader {
  customerOf(request: FastifyRequest): { readonly customerId: number; readonly email: string } | undefined;
}

/**
 * Resolves the customer from the session reader when one is configured and it recognises the
 * request, else a guest identified by the `cart_token` cookie. A cookie the server never issued
 * counts as none.
 */
export class CookieShopperResolver implements ShopperResolver {
  constructor(
    private readonly tokens: CartTokens,
    private readonly sessions?: CustomerSessionReader,
  ) {}

  resolve(request: FastifyRequest): Shopper {
    const cartToken = cartTokenOf(request, this.tokens);
    const customer = this.sessions?.customerOf(request);
    if (customer !== undefined) return { kind: 'customer', customerId: customer.customerId, email: customer.email, cartToken };
    return { kind: 'guest', cartToken, cookieId: cartToken === undefined ? undefined : cookieIdOf(cartToken) };
  }
}
