import type { FastifyInstance } from 'fastify';
import { checkoutDiscountsWire, type CheckoutDiscountsWire } from '@storefront/contract';
import type { ManageCart } from '@storefront/core/cart';
import { defineRoute, registerRoute } from '../../http/api-route.js';
import { cartErrors } from '../cart/cart.routes.js';
import { respond } from '../../http/respond.js';
import type { ShopperResolver } from '../../http/shopper.js';
import { summaryOf, wholeUnits } from '../cart/cart-wire.js';
import { discountsBody } from './validators.js';

export interface CheckoutRouteDeps {
  readonly manageCart: ManageCart;
  readonly shoppers: ShopperResolver;
}

export const CHECKOUT_ROUTES = {
  discounts: defineRoute({
    method: 'POST',
    path: '/checkout/discounts',
    operationId: 'checkoutDiscounts',
    tag: 'checkout',
    summary: 'The VAT figures of the shopper’s cart, in whole currency units',
    description: 'As the order summary shows them (decision 0720): they add up to the total shown.',
    body: discountsBody,
    answer: { name: 'CheckoutDiscounts', schema: checkoutDiscountsWire },
    errors: cartErrors,
    guarded: false,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  }),
} as const;

/**
 * `/checkout/discounts`: the VAT figures of the shopper's cart, whole currency units (spec: rounded),
 * as the order summary shows them (decision 0720): they add up to the total shown.
 */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutRouteDeps): void {
  registerRoute(app, CHECKOUT_ROUTES.discounts, {}, async ({ id, region }, request, reply) =>
    respond(reply, deps.shoppers.resolve(request, region).andThen((shopper) => deps.manageCart.get({ region, shopper }, id)), (cart): CheckoutDiscountsWire => {
      const summary = summaryOf(cart);
      return { tax_total: wholeUnits(summary.vatIncluded), subtotal_ex_tax: wholeUnits(summary.subtotalExVat) };
    }),
  );
}
