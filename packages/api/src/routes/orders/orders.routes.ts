import type { FastifyInstance } from 'fastify';
import { guestOrderWire, lookupAcceptedWire, orderDetailWire as orderDetailSchema, orderListWire as orderListSchema, savedCardsWire } from '@storefront/contract';
import type { SignedOutError } from '@storefront/core/customer';
import type { LookUpGuestOrderError, RequestOrderLookupCodeError } from '@storefront/core/order';
import type { InfrastructureError } from '@storefront/core/shared';
import type { CheckoutUseCases } from '@storefront/composition';
import { codesOf, defineRoute, registerRoute } from '../../http/api-route.js';
import { respond } from '../../http/respond.js';
import { signedInCustomer } from '../account/account-route.js';
import { regionBody } from '../account/validators.js';
import { orderDetailWire, orderListWire, savedCardWire } from '../checkout/checkout-wire.js';
import { lookupBody, lookupCodeBody, orderBody, savedCardBody } from '../checkout/validators.js';

export interface OrderRouteDeps {
  readonly checkout: CheckoutUseCases;
  readonly allowedOrigins?: readonly string[];
}

const INFRASTRUCTURE = ['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID'] as const;
const SIGNED_IN = 'Signed in to the body’s region (the `storefront_session` cookie); else `401 SIGNED_OUT`.';
const SIGNED_IN_ERRORS = codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', ...INFRASTRUCTURE]);
const SAVED_CARDS = { name: 'SavedCards', schema: savedCardsWire } as const;
const ORDER_DETAIL = { name: 'OrderDetail', schema: orderDetailSchema } as const;

/** My Orders, the guest's order lookup, and the customer's saved cards (never their tokens). */
export const ORDER_ROUTES = {
  savedCards: defineRoute({
    method: 'POST',
    path: '/account/saved-cards',
    operationId: 'accountSavedCards',
    tag: 'account',
    summary: 'The customer’s saved cards in the region, newest first: brand, last four digits and expiry',
    description: SIGNED_IN,
    body: regionBody,
    answer: SAVED_CARDS,
    errors: SIGNED_IN_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  removeSavedCard: defineRoute({
    method: 'POST',
    path: '/account/saved-cards/remove',
    operationId: 'accountSavedCardsRemove',
    tag: 'account',
    summary: 'Removes a saved card (and forgets its token at the provider); answers the cards left',
    description: `${SIGNED_IN} A card that is not the customer’s is \`404 NOT_FOUND\`, as one that never existed.`,
    body: savedCardBody,
    answer: SAVED_CARDS,
    errors: SIGNED_IN_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/orders/list',
    operationId: 'ordersList',
    tag: 'orders',
    summary: 'My Orders: the signed-in customer’s orders in the region, newest first',
    description: SIGNED_IN,
    body: regionBody,
    answer: { name: 'OrderList', schema: orderListSchema },
    errors: SIGNED_IN_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/orders/detail',
    operationId: 'ordersDetail',
    tag: 'orders',
    summary: 'One of the customer’s orders: lines, totals, delivery, payment, timeline, tracking, tax invoice, “order again”',
    description: `${SIGNED_IN} Another customer’s order is \`404 NOT_FOUND\`, as one that does not exist. With \`language\`, the lines are named as the catalogue names them in it (a piece no longer sold keeps the name it was sold under); the tax invoice stays as issued.`,
    body: orderBody,
    answer: ORDER_DETAIL,
    errors: SIGNED_IN_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  lookupCode: defineRoute({
    method: 'POST',
    path: '/orders/lookup-code',
    operationId: 'ordersLookupCode',
    tag: 'orders',
    summary: 'A guest asks for a one-time code to see an order: emailed to the order’s address',
    description: 'The answer is the same whether or not the order exists or is that email’s.',
    body: lookupCodeBody,
    answer: { name: 'LookupAccepted', schema: lookupAcceptedWire },
    errors: codesOf<RequestOrderLookupCodeError>()(['RATE_LIMITED', ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'none',
  }),
  lookup: defineRoute({
    method: 'POST',
    path: '/orders/lookup',
    operationId: 'ordersLookup',
    tag: 'orders',
    summary: 'A guest sees an order with the email, its number and the code the email gave, and a grant to return from it',
    description: 'The answer’s `returnGrant` opens the order’s returns (`/api/returns/guest/*`) for 2 hours. Every way of not matching (no such order, another email, a spent code) is the one `400 ORDER_LOOKUP_CODE_INVALID`; a right code too late is `410 ORDER_LOOKUP_CODE_EXPIRED`.',
    body: lookupBody,
    answer: { name: 'GuestOrder', schema: guestOrderWire },
    errors: codesOf<LookUpGuestOrderError>()(['ORDER_LOOKUP_CODE_INVALID', 'ORDER_LOOKUP_CODE_EXPIRED', 'RATE_LIMITED', ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'none',
  }),
} as const;

/** `/orders/*` and `/account/saved-cards*`. */
export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };
  const { checkout } = deps;

  registerRoute(app, ORDER_ROUTES.savedCards, options, async ({ region }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((customer) => checkout.savedCards.list(region, customer.id)), (cards) => ({ cards: cards.map(savedCardWire) })),
  );

  registerRoute(app, ORDER_ROUTES.removeSavedCard, options, async ({ region, cardId }, request, reply) =>
    respond(
      reply,
      signedInCustomer(request, region).andThen((customer) =>
        checkout.savedCards
          .remove(region, customer.id, cardId)
          .andThen((removed) => {
            if (removed.providerFailure !== undefined) request.log.warn({ code: removed.providerFailure.code, cardId }, 'the provider did not forget a removed card');
            return checkout.savedCards.list(region, customer.id);
          }),
      ),
      (cards) => ({ cards: cards.map(savedCardWire) }),
    ),
  );

  registerRoute(app, ORDER_ROUTES.list, options, async ({ region }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((customer) => checkout.viewOrders.list({ region, customerId: customer.id })), orderListWire),
  );

  registerRoute(app, ORDER_ROUTES.detail, options, async ({ region, reference, language }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((customer) => checkout.viewOrders.detail({ region, customerId: customer.id, reference, language })), orderDetailWire),
  );

  registerRoute(app, ORDER_ROUTES.lookupCode, options, async (body, request, reply) =>
    respond(reply, checkout.requestLookupCode.execute({ ...body, client: request.ip }), () => ({ accepted: true as const })),
  );

  registerRoute(app, ORDER_ROUTES.lookup, options, async (body, request, reply) =>
    respond(reply, checkout.lookUpGuestOrder.execute({ ...body, client: request.ip }), (found) => ({ ...orderDetailWire(found), returnGrant: found.returnGrant })),
  );
}
