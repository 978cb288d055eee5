import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorOrderWire as operatorOrderSchema } from '@storefront/contract';
import type { AdvanceOrderError, OrderMove } from '@storefront/core/order';
import type { LimitAttempts } from '@storefront/core/shared';
import type { CheckoutUseCases } from '@storefront/composition';
import { codesOf, defineRoute, type ApiRoute } from '../../http/api-route.js';
import { failure } from '../../http/envelope.js';
import { sendRouteNotFound } from '../../http/framework-errors.js';
import { respond } from '../../http/respond.js';
import { invalidRequest } from '../../http/validation.js';
import { originOf } from '../account/account-route.js';
import { operatorOrderWire } from '../checkout/checkout-wire.js';
import { operatorBody, operatorParams, operatorShipBody } from '../checkout/validators.js';

export interface OperatorRouteDeps {
  readonly checkout: CheckoutUseCases;
  readonly limits: LimitAttempts;
  /** `OPERATOR_TOKEN`; unset, the operator API answers 404 as if absent. */
  readonly token: string | undefined;
}

const ERRORS = codesOf<AdvanceOrderError>()(['ORDER_TRANSITION_REFUSED', 'ORDER_TRACKING_REQUIRED', 'PAYMENT_PROVIDER_UNAVAILABLE', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']);
const AUTH =
  'The merchant’s operator (decision 1241): `Authorization: Bearer <OPERATOR_TOKEN>`; a missing or wrong token is `401 OPERATOR_TOKEN_INVALID`, and with no `OPERATOR_TOKEN` configured every operator address is `404 ROUTE_NOT_FOUND`. ' +
  'No cookie is read; calls are rate-limited per address (`RATE_LIMIT_OPERATOR_PER_CLIENT`). A refused move (from the order’s status) is `409 ORDER_TRANSITION_REFUSED`.';

const operatorRoute = (move: OrderMove['kind'], summary: string, body: ApiRoute['body'] = operatorBody): ApiRoute =>
  defineRoute({
    method: 'POST',
    path: `/operator/orders/:reference/${move}`,
    operationId: `operatorOrders${move[0]!.toUpperCase()}${move.slice(1)}`,
    tag: 'operator',
    summary,
    description: AUTH,
    params: operatorParams,
    caller: 'operator',
    body,
    answer: { name: 'OperatorOrder', schema: operatorOrderSchema },
    errors: [...ERRORS, 'OPERATOR_TOKEN_INVALID', 'RATE_LIMITED'],
    guarded: false,
    cartCookie: 'none',
  });

export const OPERATOR_ROUTES = {
  process: operatorRoute('process', 'Starts preparing a paid (or cash-on-delivery) order'),
  ship: operatorRoute('ship', 'Ships an order with its carrier and tracking number (and tracking address); the customer is emailed', operatorShipBody),
  deliver: operatorRoute('deliver', 'Marks a shipped order delivered (a cash-on-delivery order is paid then)'),
  cancel: operatorRoute('cancel', 'Cancels an order: the stock back, the payment voided or refunded in full; the customer is emailed'),
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the operator's token, compared in constant time (as digests, so lengths do not show). */
export function hasOperatorToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * The operator's gate, before any route's own work: absent (404) without `OPERATOR_TOKEN`, the
 * rate limit counted before the token is judged, then the token. Answers whether the request may go on.
 */
export async function passOperatorGate(limits: LimitAttempts, token: string | undefined, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (token === undefined) {
    sendRouteNotFound(request, reply);
    return false;
  }
  // Counted before the token is judged, so guessing it costs as much as using it; one bucket for every region.
  const limited = await limits.attempt('sa', 'operator', { client: request.ip });
  if (limited.isErr()) {
    void reply.header('retry-after', String(limited.error.params.retryAfterSeconds));
    void reply.status(429).send(failure(limited.error.code, limited.error.params));
    return false;
  }
  if (!hasOperatorToken(request, token)) {
    void reply.status(401).send(failure('OPERATOR_TOKEN_INVALID'));
    return false;
  }
  return true;
}

/** `/operator/orders/:reference/{process,ship,deliver,cancel}`: the merchant moves orders on (AdvanceOrder). */
export function registerOperatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps): void {
  const { token } = deps;
  for (const [move, route] of Object.entries(OPERATOR_ROUTES) as [OrderMove['kind'], ApiRoute][]) {
    app.route({
      method: 'POST',
      url: route.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!(await passOperatorGate(deps.limits, token, request, reply))) return reply;
        const params = operatorParams.safeParse(request.params);
        if (!params.success) return sendRouteNotFound(request, reply);
        const body = route.body.safeParse(request.body);
        if (!body.success) return reply.status(400).send(invalidRequest(body.error));
        const { region, carrier, tracking, url } = body.data as { region: 'sa' | 'ae' | 'eg'; carrier?: string; tracking?: string; url?: string };
        const orderMove: OrderMove =
          move === 'ship' ? { kind: 'ship', tracking: { carrier: carrier ?? '', number: tracking ?? '', ...(url === undefined ? {} : { url }) } } : { kind: move };
        return respond(reply, deps.checkout.advanceOrder.execute({ region, reference: params.data.reference, move: orderMove, origin: originOf(request) }), operatorOrderWire);
      },
    });
  }
}
