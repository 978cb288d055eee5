import type { FastifyInstance } from 'fastify';
import type { CheckoutDiscountsWire } from '@storefront/contract';
import type { ManageCart } from '@storefront/core/cart';
import { respond } from '../../http/respond.js';
import type { ShopperResolver } from '../../http/shopper.js';
import { invalidRequest } from '../../http/validation.js';
import { summaryOf, wholeUnits } from '../cart/cart-wire.js';
import { discountsBody } from './validators.js';

export interface CheckoutRouteDeps {
  readonly manageCart: ManageCart;
  readonly shoppers: ShopperResolver;
}

/**
 * `/checkout/discounts`: the VAT figures of the shopper's cart, whole currency units (spec: rounded),
 * as the order summary shows them (decision 0720): they add up to the total shown.
 */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutRouteDeps): void {
  app.post('/checkout/discounts', async (request, reply) => {
    const body = discountsBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { id, region } = body.data;
    return respond(reply, deps.manageCart.get({ region, shopper: deps.shoppers.resolve(request) }, id), (cart): CheckoutDiscountsWire => {
      const summary = summaryOf(cart);
      return { tax_total: wholeUnits(summary.vatIncluded), subtotal_ex_tax: wholeUnits(summary.subtotalExVat) };
    });
  });
}
