import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { flaggedAccountsWire as flaggedAccountsSchema, operatorReturnWire as operatorReturnSchema, type FlaggedAccountsWire, type OperatorReturnWire } from '@storefront/contract';
import { regionSchema } from '@storefront/core/locale';
import type { AdvanceReturnError, FlaggedAccount, ReturnMove, StoredReturn } from '@storefront/core/returns';
import { textSchema, type LimitAttempts } from '@storefront/core/shared';
import type { ReturnsUseCases } from '@storefront/composition';
import { codesOf, defineRoute, type ApiRoute } from '../../http/api-route.js';
import { sendRouteNotFound } from '../../http/framework-errors.js';
import { respond } from '../../http/respond.js';
import { invalidRequest } from '../../http/validation.js';
import { admitOperator } from './operator.routes.js';

export interface OperatorReturnRouteDeps {
  readonly returns: ReturnsUseCases;
  readonly limits: LimitAttempts;
  /** `OPERATOR_TOKEN`; unset, the operator API answers 404 as if absent. */
  readonly token: string | undefined;
}

const ERRORS = codesOf<AdvanceReturnError>()(['RETURN_TRANSITION_REFUSED', 'PAYMENT_PROVIDER_UNAVAILABLE', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']);
const AUTH =
  'The merchant’s operator (decision 1241): `Authorization: Bearer <OPERATOR_TOKEN>`; a missing or wrong token is `401 OPERATOR_TOKEN_INVALID`, and with no `OPERATOR_TOKEN` configured every operator address is `404 ROUTE_NOT_FOUND`. ' +
  'No cookie is read; calls are rate-limited per address (`RATE_LIMIT_OPERATOR_PER_CLIENT`).';
const MOVES = 'A move already made answers the return as it is; one its status does not allow is `409 RETURN_TRANSITION_REFUSED` (decision 1311).';

export const operatorReturnParams = z.strictObject({ reference: textSchema({ max: 32, min: 1, trim: true }) });
export const operatorReturnBody = z.strictObject({ region: regionSchema });
export const operatorRejectBody = z.strictObject({ region: regionSchema, note: textSchema({ max: 1000, trim: true, multiline: true }).optional() });

export function operatorReturnWire(entry: StoredReturn): OperatorReturnWire {
  return JSON.parse(
    JSON.stringify({
      reference: entry.reference,
      orderReference: entry.orderReference,
      status: entry.status,
      refundAmount: entry.refundAmount,
      refundRoute: entry.refundRoute.kind,
      refunds: entry.refunds.map(({ idempotencyKey: _key, ...refund }) => refund),
      bankAccount: entry.bankAccount,
      rejectionNote: entry.rejectionNote,
    }),
  ) as OperatorReturnWire;
}

const flaggedWire = (accounts: readonly FlaggedAccount[]): FlaggedAccountsWire => ({ accounts: JSON.parse(JSON.stringify(accounts)) as FlaggedAccountsWire['accounts'] });

const operatorReturnRoute = (move: ReturnMove['kind'], summary: string, body: ApiRoute['body'] = operatorReturnBody): ApiRoute =>
  defineRoute({
    method: 'POST',
    path: `/operator/returns/:reference/${move}`,
    operationId: `operatorReturns${move[0]!.toUpperCase()}${move.slice(1)}`,
    tag: 'operator',
    summary,
    description: `${AUTH} ${MOVES}`,
    params: operatorReturnParams,
    caller: 'operator',
    body,
    answer: { name: 'OperatorReturn', schema: operatorReturnSchema },
    errors: [...ERRORS, 'OPERATOR_TOKEN_INVALID', 'RATE_LIMITED'],
    guarded: false,
    cartCookie: 'none',
  });

export const OPERATOR_RETURN_ROUTES = {
  approve: operatorReturnRoute('approve', 'Approves a requested return; the shopper is emailed'),
  receive: operatorReturnRoute('receive', 'Records that an approved return’s items arrived; the shopper is emailed'),
  inspect: operatorReturnRoute('inspect', 'Records that a received return passed inspection; the shopper is emailed'),
  refund: operatorReturnRoute(
    'refund',
    'Refunds an inspected return once: to the way the order was paid (the provider’s refund under the return’s own key) or, for cash on delivery, as a bank transfer to the IBAN the shopper gave; the shopper is emailed',
  ),
  reject: operatorReturnRoute('reject', 'Rejects a return before its refund, with an optional note the shopper reads; the shopper is emailed', operatorRejectBody),
} as const;

export const OPERATOR_FLAGGED_ROUTE = defineRoute({
  method: 'POST',
  path: '/operator/returns/flagged-accounts',
  operationId: 'operatorReturnsFlaggedAccounts',
  tag: 'operator',
  summary: 'The region’s customer accounts flagged for review by the unusual-returns policy (never deactivated), newest first',
  description: `${AUTH} The rule: \`RETURNS_UNUSUAL_COUNT\` returns within \`RETURNS_UNUSUAL_DAYS\` days (decision 1315).`,
  caller: 'operator',
  body: operatorReturnBody,
  answer: { name: 'FlaggedAccounts', schema: flaggedAccountsSchema },
  errors: ['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID', 'OPERATOR_TOKEN_INVALID', 'RATE_LIMITED'],
  guarded: false,
  cartCookie: 'none',
});

/** `/operator/returns/:reference/{approve,receive,inspect,refund,reject}` and `/operator/returns/flagged-accounts`. */
export function registerOperatorReturnRoutes(app: FastifyInstance, deps: OperatorReturnRouteDeps): void {
  const { returns } = deps;
  app.route({
    method: 'POST',
    url: OPERATOR_FLAGGED_ROUTE.path,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await admitOperator(request, reply, deps))) return reply;
      const body = operatorReturnBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send(invalidRequest(body.error));
      return respond(reply, returns.flaggedAccounts.execute({ region: body.data.region }), flaggedWire);
    },
  });
  for (const [move, route] of Object.entries(OPERATOR_RETURN_ROUTES) as [ReturnMove['kind'], ApiRoute][]) {
    app.route({
      method: 'POST',
      url: route.path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!(await admitOperator(request, reply, deps))) return reply;
        const params = operatorReturnParams.safeParse(request.params);
        if (!params.success) return sendRouteNotFound(request, reply);
        const body = route.body.safeParse(request.body);
        if (!body.success) return reply.status(400).send(invalidRequest(body.error));
        const { region, note } = body.data as { region: 'sa' | 'ae' | 'eg'; note?: string };
        const returnMove: ReturnMove = move === 'reject' ? { kind: 'reject', ...(note === undefined ? {} : { note }) } : { kind: move };
        return respond(reply, returns.advanceReturn.execute({ region, reference: params.data.reference, move: returnMove }), operatorReturnWire);
      },
    });
  }
}
