import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errAsync, type ResultAsync } from 'neverthrow';
import {
  checkoutDiscountsWire,
  checkoutOptionsWire as checkoutOptionsSchema,
  checkoutOutcomeWire as checkoutOutcomeSchema,
  checkoutQuoteWire as checkoutQuoteSchema,
  merchantSessionWire,
  webhookAcceptedWire,
  type CheckoutDiscountsWire,
} from '@storefront/contract';
import { cartNotFound, cartOwnerOf, type CartNotFoundError, type CartOwner, type ManageCart } from '@storefront/core/cart';
import {
  ATTEMPT_PLACEHOLDER,
  type CompletePaymentError,
  type HandlePaymentWebhookError,
  type PayWithApplePayError,
  type PlaceOrderError,
  type QuoteCheckoutError,
  type ValidateApplePayMerchantError,
  type ViewCheckoutOptionsError,
} from '@storefront/core/checkout';
import { formatLocale, type Locale, type Region } from '@storefront/core/locale';
import type { InfrastructureError } from '@storefront/core/shared';
import type { CheckoutUseCases } from '@storefront/composition';
import { codesOf, defineRoute, registerRoute } from '../../http/api-route.js';
import { cartErrors } from '../cart/cart.routes.js';
import { respond, sendFailure } from '../../http/respond.js';
import { errorToStatus } from '../../http/error-to-status.js';
import { failure, success } from '../../http/envelope.js';
import { sendRouteNotFound } from '../../http/framework-errors.js';
import type { ShopperResolver } from '../../http/shopper.js';
import { summaryOf, wholeUnits } from '../cart/cart-wire.js';
import { originOf } from '../account/account-route.js';
import { checkoutOptionsWire, checkoutOutcomeWire, checkoutQuoteWire } from './checkout-wire.js';
import { applePayPayBody, applePayValidateBody, completeBody, discountsBody, idempotencyKey, optionsBody, placeBody, quoteBody, webhookBody, webhookParams } from './validators.js';

export interface CheckoutRouteDeps {
  readonly manageCart: ManageCart;
  readonly shoppers: ShopperResolver;
  readonly checkout: CheckoutUseCases;
  /** Origins besides the store's own that may call a guarded route. */
  readonly allowedOrigins?: readonly string[];
  /** The store's name on Apple Pay's payment sheet. */
  readonly storeName?: string;
}

/** The header a browser may send its idempotency key in, instead of the body. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const INFRASTRUCTURE = ['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID'] as const;
const PHONE = ['PHONE_REQUIRED', 'PHONE_NOT_DIGITS', 'PHONE_TOO_SHORT', 'PHONE_OTHER_COUNTRY', 'PHONE_INVALID_FOR_REGION'] as const;
const CART_PORT = ['CART_REJECTED', 'QUANTITY_BELOW_MINIMUM', 'LINE_QUANTITY_LIMIT', 'QUANTITY_EXCEEDS', 'CART_LINE_LIMIT', 'SIZE_REQUIRED', 'COUPON_INVALID', 'COUPON_MINIMUM_NOT_MET'] as const;
/** What pricing the cart for a delivery and a method refuses: the quote's refusals, and placement's before it opens an attempt. */
const QUOTE = ['CART_NOT_FOUND', 'CHECKOUT_CART_EMPTY', 'SOLD_OUT', 'SHIPPING_METHOD_UNAVAILABLE', 'PICKUP_UNAVAILABLE', 'PAYMENT_METHOD_UNAVAILABLE', ...CART_PORT] as const;
const OPEN_ATTEMPT = [...PHONE, 'AREA_UNKNOWN', 'POSTAL_CODE_INVALID', 'CART_CHANGED', 'CHECKOUT_KEY_REUSED', ...QUOTE] as const;
const ATTEMPT_FAILED = ['PAYMENT_DECLINED', 'PAYMENT_PROVIDER_UNAVAILABLE', 'CHECKOUT_EXPIRED', 'CART_CHANGED'] as const;
const OUTCOME = { name: 'CheckoutOutcome', schema: checkoutOutcomeSchema } as const;
const PLACE_DESCRIPTION =
  'The shopper’s cart (the `cart_token` cookie, or the signed-in customer) is priced again and compared with `agreed`: a change is `409 CART_CHANGED` listing exactly what changed, ' +
  'a short line `409 SOLD_OUT` listing the lines. The idempotency key (the `Idempotency-Key` header, or `idempotencyKey`) names one press of “Place order”: the same key answers the same outcome, ' +
  'whatever number of times it is sent. The provider’s page sends the shopper back to `/{locale}/checkout/return?attempt=…` on the store’s own origin, never an address the client names.';

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
  options: defineRoute({
    method: 'POST',
    path: '/checkout/options',
    operationId: 'checkoutOptions',
    tag: 'checkout',
    summary: 'What the checkout offers the shopper’s cart: delivery services and fees, boutiques that hold every line, ways of paying, saved cards',
    body: optionsBody,
    answer: { name: 'CheckoutOptions', schema: checkoutOptionsSchema },
    errors: codesOf<ViewCheckoutOptionsError>()(['CART_NOT_FOUND', ...CART_PORT, ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  }),
  quote: defineRoute({
    method: 'POST',
    path: '/checkout/quote',
    operationId: 'checkoutQuote',
    tag: 'checkout',
    summary: 'The review step’s quote: the cart priced now with the chosen delivery and way of paying',
    description:
      'The lines, coupons and totals (subtotal, discount, shipping, cash-on-delivery fee, VAT, total) as `/checkout/place` will price them; its `lines`, `coupons` and `totals` are what ' +
      '“Place order” sends back as `agreed`. A home delivery names its service only (the fees depend on nothing else). Reserves nothing.',
    body: quoteBody,
    answer: { name: 'CheckoutQuote', schema: checkoutQuoteSchema },
    errors: codesOf<QuoteCheckoutError>()([...QUOTE, ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  }),
  place: defineRoute({
    method: 'POST',
    path: '/checkout/place',
    operationId: 'checkoutPlace',
    tag: 'checkout',
    summary: 'Places the order: cash on delivery at once, a card or pay in 4 through the provider’s page',
    description: PLACE_DESCRIPTION,
    body: placeBody,
    answer: OUTCOME,
    errors: codesOf<PlaceOrderError>()([...OPEN_ATTEMPT, ...ATTEMPT_FAILED, ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/checkout/complete',
    operationId: 'checkoutComplete',
    tag: 'checkout',
    summary: 'Where an attempt stands once the shopper is back from the provider’s page: placed, pending, or why not',
    body: completeBody,
    answer: OUTCOME,
    errors: codesOf<CompletePaymentError>()([...ATTEMPT_FAILED, ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'none',
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/checkout/webhooks/:provider',
    operationId: 'checkoutWebhook',
    tag: 'checkout',
    summary: 'A payment provider’s signed notification (server to server)',
    description:
      'The raw body is verified: HMAC-SHA256 over the timestamp and the body with the provider’s webhook secret, a timestamp within the tolerance, an event id never seen, a payment of the store’s. ' +
      'Anything else is `400 WEBHOOK_REJECTED` (logged) and changes nothing. No cookie is read and no client header needed.',
    params: webhookParams,
    caller: 'provider',
    body: webhookBody,
    answer: { name: 'WebhookAccepted', schema: webhookAcceptedWire },
    errors: codesOf<HandlePaymentWebhookError>()(['WEBHOOK_REJECTED', 'PAYMENT_PROVIDER_UNAVAILABLE', ...INFRASTRUCTURE]),
    guarded: false,
    cartCookie: 'none',
  }),
  applePayValidate: defineRoute({
    method: 'POST',
    path: '/checkout/apple-pay/validate',
    operationId: 'checkoutApplePayValidate',
    tag: 'checkout',
    summary: 'Apple Pay’s merchant validation: the merchant session for `ApplePaySession.completeMerchantValidation`',
    body: applePayValidateBody,
    answer: { name: 'MerchantSession', schema: merchantSessionWire },
    errors: codesOf<ValidateApplePayMerchantError>()(['PAYMENT_METHOD_UNAVAILABLE', 'PAYMENT_PROVIDER_UNAVAILABLE', ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'none',
  }),
  applePayPay: defineRoute({
    method: 'POST',
    path: '/checkout/apple-pay/pay',
    operationId: 'checkoutApplePayPay',
    tag: 'checkout',
    summary: 'Pays with the token Apple Pay’s sheet handed back: the order placed, or why not',
    description: 'Checked as `/checkout/place` is (the cart priced again and compared with `agreed`, the idempotency key).',
    body: applePayPayBody,
    answer: OUTCOME,
    errors: codesOf<PayWithApplePayError>()([...OPEN_ATTEMPT, ...ATTEMPT_FAILED, ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  }),
} as const;

/**
 * Who checks out: the cart's owner as the cart calls resolve it (a guest without a cart token owns
 * no cart), and the customer signed in to the region by the session, if any.
 */
function checkoutShopper(request: FastifyRequest, shoppers: ShopperResolver, region: Region): ResultAsync<{ owner: CartOwner; customerId: number | undefined }, CartNotFoundError | InfrastructureError> {
  return shoppers.resolve(request, region).andThen((shopper) => {
    const owner = cartOwnerOf(shopper);
    if (owner === undefined) return errAsync(cartNotFound());
    return request.signedInCustomer(region).map((customer) => ({ owner, customerId: customer?.id }));
  });
}

/** Where the provider's page sends the shopper back: the store's own return page, never the client's choice. */
function returnUrlOf(request: FastifyRequest, locale: Locale): string {
  return `${originOf(request)}/${formatLocale(locale)}/checkout/return?attempt=${ATTEMPT_PLACEHOLDER}`;
}

/** The key of one press of "Place order": the header, else the body's. */
function keyOf(request: FastifyRequest, fromBody: string | undefined): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const sent = typeof header === 'string' ? header : fromBody;
  return sent !== undefined && idempotencyKey.safeParse(sent).success ? sent : undefined;
}

/** The webhook's headers as the provider's reader takes them: single values, lower-case names. */
function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
}

/**
 * `/checkout/*`: the VAT figures, the checkout's options, the review's quote, placing the order (by any method but
 * Apple Pay, which has its own two calls), the shopper's return from the provider, and the
 * providers' webhooks.
 */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };
  const { checkout, shoppers } = deps;

  registerRoute(app, CHECKOUT_ROUTES.discounts, {}, async ({ id, region }, request, reply) =>
    respond(reply, shoppers.resolve(request, region).andThen((shopper) => deps.manageCart.get({ region, shopper }, id)), (cart): CheckoutDiscountsWire => {
      const summary = summaryOf(cart);
      return { tax_total: wholeUnits(summary.vatIncluded), subtotal_ex_tax: wholeUnits(summary.subtotalExVat) };
    }),
  );

  registerRoute(app, CHECKOUT_ROUTES.options, options, async ({ cartId, region, language }, request, reply) =>
    respond(
      reply,
      checkoutShopper(request, shoppers, region).andThen(({ owner, customerId }) => checkout.options.execute({ region, language, cartId, owner, customerId })),
      checkoutOptionsWire,
    ),
  );

  registerRoute(app, CHECKOUT_ROUTES.quote, options, async ({ cartId, region, locale, delivery, method }, request, reply) =>
    respond(
      reply,
      checkoutShopper(request, shoppers, region).andThen(({ owner }) => checkout.quote.execute({ region, locale, cartId, owner, delivery, method })),
      checkoutQuoteWire,
    ),
  );

  registerRoute(app, CHECKOUT_ROUTES.place, options, async ({ idempotencyKey: bodyKey, ...body }, request, reply) => {
    const key = keyOf(request, bodyKey);
    if (key === undefined) return reply.status(400).send(failure('INVALID_REQUEST', { issues: [{ path: 'idempotencyKey', code: 'invalid_type' }] }));
    return respond(
      reply,
      checkoutShopper(request, shoppers, body.region).andThen(({ owner, customerId }) =>
        checkout.placeOrder.execute({ ...body, owner, customerId, idempotencyKey: key, returnUrl: returnUrlOf(request, body.locale) }),
      ),
      checkoutOutcomeWire,
    );
  });

  registerRoute(app, CHECKOUT_ROUTES.complete, options, async ({ region, attemptId }, _request, reply) =>
    respond(reply, checkout.completePayment.execute({ region, attemptId }), checkoutOutcomeWire),
  );

  registerRoute(app, CHECKOUT_ROUTES.applePayValidate, options, async ({ region, validationUrl }, request, reply) =>
    respond(
      reply,
      checkout.validateApplePayMerchant.execute({ region, validationUrl, displayName: deps.storeName ?? 'Storefront', domain: new URL(originOf(request)).hostname }),
      (merchantSession) => ({ merchantSession }),
    ),
  );

  registerRoute(app, CHECKOUT_ROUTES.applePayPay, options, async ({ token, ...body }, request, reply) =>
    respond(
      reply,
      checkoutShopper(request, shoppers, body.region).andThen(({ owner, customerId }) =>
        checkout.payWithApplePay.execute({ ...body, owner, customerId, token, returnUrl: returnUrlOf(request, body.locale) }),
      ),
      checkoutOutcomeWire,
    ),
  );

  // The webhook's signature is over the bytes sent: its JSON is kept as the raw string, for this
  // route only, and read by the provider's adapter; the route reads no cookie and needs no client header.
  void app.register(async (webhooks) => {
    webhooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => done(null, body));
    webhooks.route({
      method: 'POST',
      url: CHECKOUT_ROUTES.webhook.path,
      handler: async (request, reply) => {
        const params = webhookParams.safeParse(request.params);
        if (!params.success) return sendRouteNotFound(request, reply);
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const result = await checkout.handleWebhook.execute(params.data.provider, { headers: headersOf(request), rawBody });
        return result.match(
          (handled) => {
            request.log.info({ provider: params.data.provider, attemptId: handled.attemptId, status: handled.status }, 'payment webhook accepted');
            return reply.send(success({ received: true }));
          },
          (error) => {
            if (error.code === 'WEBHOOK_REJECTED') request.log.warn({ provider: params.data.provider, reason: error.params.reason }, 'payment webhook rejected');
            return sendFailure(reply, errorToStatus(error), error);
          },
        );
      },
    });
  });
}
