import type { FastifyRequest } from 'fastify';
import { okAsync, ResultAsync } from 'neverthrow';
import type { Shopper } from '@storefront/core/cart';
import type { Region } from '@storefront/core/locale';
import type { InfrastructureError } from '@storefront/core/shared';
import { cartTokenOf, cookieIdOf, type CartTokens } from './cart-token.js';

/**
 * Who is asking in a region's store, per request: a guest (with the browser's cart token once it
 * has one) or a signed-in customer. Reading the session may fail (the store is down): the route
 * answers that failure rather than taking a customer for a guest.
 */
export interface ShopperResolver {
  resolve(request: FastifyRequest, region: Region): ResultAsync<Shopper, InfrastructureError>;
}

/** A signed-in customer as the cart and wish-list routes need them. */
export interface SessionCustomer {
  readonly customerId: number;
  readonly email: string;
}

/** How a signed-in customer is recognised from a request, in a region: at once, or after a lookup. */
export interface CustomerSessionReader {
  customerOf(request: FastifyRequest, region: Region): SessionCustomer | undefined | ResultAsync<SessionCustomer | undefined, InfrastructureError>;
}

/** The customer of the request's session cookie (`request.signedInCustomer`, see http/session.ts). */
export const sessionCookieReader: CustomerSessionReader = {
  customerOf: (request, region) =>
    request.signedInCustomer(region).map((customer) => (customer === undefined ? undefined : { customerId: customer.id, email: customer.email })),
};

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

  resolve(request: FastifyRequest, region: Region): ResultAsync<Shopper, InfrastructureError> {
    const cartToken = cartTokenOf(request, this.tokens);
    const read = this.sessions?.customerOf(request, region);
    const customer = read instanceof ResultAsync ? read : okAsync<SessionCustomer | undefined, InfrastructureError>(read);
    return customer.map((signedIn): Shopper => {
      if (signedIn !== undefined) return { kind: 'customer', customerId: signedIn.customerId, email: signedIn.email, cartToken };
      return { kind: 'guest', cartToken, cookieId: cartToken === undefined ? undefined : cookieIdOf(cartToken) };
    });
  }
}
