import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { operatorReviewAnswerWire, operatorReviewsWire, type OperatorReviewWire } from '@storefront/contract';
import { REVIEW_MODERATION_MOVES, type ModeratedReview, type ReviewModerationMove } from '@storefront/core/reviews';
import type { InfrastructureError } from '@storefront/core/shared';
import type { ReviewUseCases } from '@storefront/composition';
import { codesOf, defineRoute, type ApiRoute } from '../../http/api-route.js';
import { sendRouteNotFound } from '../../http/framework-errors.js';
import { respond } from '../../http/respond.js';
import { invalidRequest } from '../../http/validation.js';
import { admitOperator, type OperatorRouteDeps } from './operator.routes.js';

export interface OperatorReviewRouteDeps extends Pick<OperatorRouteDeps, 'limits' | 'token'> {
  readonly reviews: ReviewUseCases;
}

const AUTH =
  'The merchant’s operator (decisions 1241, 1341): `Authorization: Bearer <OPERATOR_TOKEN>`; a missing or wrong token is `401 OPERATOR_TOKEN_INVALID`, and with no `OPERATOR_TOKEN` configured every operator address is `404 ROUTE_NOT_FOUND`. ' +
  'No cookie is read; calls are rate-limited per address (`RATE_LIMIT_OPERATOR_PER_CLIENT`).';
const ERRORS = [...codesOf<InfrastructureError>()(['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']), 'OPERATOR_TOKEN_INVALID', 'RATE_LIMITED'] as const;

/** A review's id as the queue lists it; anything else is an address nothing answers. */
export const operatorReviewParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,9}$/) });
/** The moves and the queue take no body but an empty object. */
export const operatorReviewBody = z.strictObject({});

export function operatorReviewWire(review: ModeratedReview): OperatorReviewWire {
  return {
    id: review.id,
    region: review.region,
    sku: review.sku,
    rating: review.rating,
    title: review.title,
    body: review.body,
    language: review.language,
    authorName: review.authorName,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
  };
}

const moveRoute = (move: ReviewModerationMove, summary: string): ApiRoute =>
  defineRoute({
    method: 'POST',
    path: `/operator/reviews/:id/${move}`,
    operationId: `operatorReviews${move[0]!.toUpperCase()}${move.slice(1)}`,
    tag: 'operator',
    summary,
    description: `${AUTH} The move is idempotent: repeated, it changes nothing and answers the review. An id that names no review is \`404 NOT_FOUND\`.`,
    params: operatorReviewParams,
    caller: 'operator',
    body: operatorReviewBody,
    answer: { name: 'OperatorReview', schema: operatorReviewAnswerWire },
    errors: ERRORS,
    guarded: false,
    cartCookie: 'none',
  });

export const OPERATOR_REVIEW_ROUTES = {
  pending: defineRoute({
    method: 'POST',
    path: '/operator/reviews/pending',
    operationId: 'operatorReviewsPending',
    tag: 'operator',
    summary: 'The moderation queue: every region’s reviews awaiting moderation, oldest first',
    description: AUTH,
    caller: 'operator',
    body: operatorReviewBody,
    answer: { name: 'OperatorReviews', schema: operatorReviewsWire },
    errors: ERRORS,
    guarded: false,
    cartCookie: 'none',
  }),
  publish: moveRoute('publish', 'Publishes a review: listed on the product page and counted in its rating summary'),
  reject: moveRoute('reject', 'Rejects a review: neither listed nor counted (a published one is withdrawn)'),
} as const;

/** `/operator/reviews/pending` and `/operator/reviews/:id/{publish,reject}`: the merchant moderates reviews (ModerateReviews). */
export function registerOperatorReviewRoutes(app: FastifyInstance, deps: OperatorReviewRouteDeps): void {
  const moderate = deps.reviews.moderate;
  app.route({
    method: 'POST',
    url: OPERATOR_REVIEW_ROUTES.pending.path,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await admitOperator(request, reply, deps))) return reply;
      const body = operatorReviewBody.safeParse(request.body ?? {});
      if (!body.success) return reply.status(400).send(invalidRequest(body.error));
      return respond(reply, moderate.pending(), (reviews) => ({ reviews: reviews.map(operatorReviewWire) }));
    },
  });
  for (const move of REVIEW_MODERATION_MOVES) {
    app.route({
      method: 'POST',
      url: OPERATOR_REVIEW_ROUTES[move].path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!(await admitOperator(request, reply, deps))) return reply;
        const params = operatorReviewParams.safeParse(request.params);
        if (!params.success) return sendRouteNotFound(request, reply);
        const body = operatorReviewBody.safeParse(request.body ?? {});
        if (!body.success) return reply.status(400).send(invalidRequest(body.error));
        return respond(reply, moderate.move(params.data.id, move), (review) => ({ review: operatorReviewWire(review) }));
      },
    });
  }
}
