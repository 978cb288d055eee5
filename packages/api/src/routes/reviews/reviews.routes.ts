import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { myReviewAnswerWire, myReviewOf, myReviewsWire } from '@storefront/contract';
import type { SignedOutError } from '@storefront/core/customer';
import { languageSchema, regionSchema } from '@storefront/core/locale';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, type CustomerReview, type WriteReviewError } from '@storefront/core/reviews';
import { textSchema, type InfrastructureError } from '@storefront/core/shared';
import type { ReviewUseCases } from '@storefront/composition';
import { codesOf, defineRoute, registerRoute } from '../../http/api-route.js';
import { respond } from '../../http/respond.js';
import { signedInCustomer } from '../account/account-route.js';
import { regionBody } from '../account/validators.js';

export interface ReviewRouteDeps {
  readonly reviews: ReviewUseCases;
  readonly allowedOrigins?: readonly string[];
}

const INFRASTRUCTURE = ['NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID'] as const;
const SIGNED_IN = 'Signed in to the body’s region (the `storefront_session` cookie); else `401 SIGNED_OUT`.';
const SIGNED_IN_ERRORS = codesOf<SignedOutError | InfrastructureError>()(['SIGNED_OUT', ...INFRASTRUCTURE]);
const MY_REVIEW = { name: 'MyReview', schema: myReviewAnswerWire } as const;
const MY_REVIEWS = { name: 'MyReviews', schema: myReviewsWire } as const;

/** A review's id as My Reviews lists it. */
const reviewId = z.string().regex(/^[1-9]\d{0,9}$/);
/** What the shopper writes; the core reads it again (`reviewDraftSchema`). */
const draft = {
  rating: z.number().int().min(1).max(5),
  title: textSchema({ max: REVIEW_TITLE_MAX, min: 1, trim: true }),
  body: textSchema({ max: REVIEW_BODY_MAX, min: 1, trim: true, multiline: true }),
  language: languageSchema,
};

export const writeReviewBody = z.strictObject({ region: regionSchema, sku: textSchema({ max: 64, min: 1, trim: true }), ...draft });
export const editReviewBody = z.strictObject({ region: regionSchema, reviewId, ...draft });
export const removeReviewBody = z.strictObject({ region: regionSchema, reviewId });

const reviewsWire = (reviews: readonly CustomerReview[]) => ({ reviews: reviews.map(myReviewOf) });

/** Writing a review as a verified buyer, and My Reviews: list, edit, delete (decisions 1300, 1301). */
export const REVIEW_ROUTES = {
  write: defineRoute({
    method: 'POST',
    path: '/reviews',
    operationId: 'reviewsWrite',
    tag: 'reviews',
    summary: 'Writes a review of a product: rating 1-5, title, text, in the language written',
    description: `${SIGNED_IN} Only a customer with a delivered order of the product in the region (\`403 REVIEW_NOT_VERIFIED_BUYER\`), once per product (\`409 REVIEW_ALREADY_WRITTEN\`). The review publishes at once or waits as \`pending\`, as the merchant set (\`REVIEWS_AUTO_PUBLISH\`).`,
    body: writeReviewBody,
    answer: MY_REVIEW,
    errors: codesOf<SignedOutError | WriteReviewError | InfrastructureError>()(['SIGNED_OUT', 'REVIEW_NOT_VERIFIED_BUYER', 'REVIEW_ALREADY_WRITTEN', ...INFRASTRUCTURE]),
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  mine: defineRoute({
    method: 'POST',
    path: '/account/reviews',
    operationId: 'accountReviews',
    tag: 'reviews',
    summary: 'My Reviews: the customer’s own reviews in the region, newest first, with their moderation state',
    description: SIGNED_IN,
    body: regionBody,
    answer: MY_REVIEWS,
    errors: SIGNED_IN_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/account/reviews/edit',
    operationId: 'accountReviewsEdit',
    tag: 'reviews',
    summary: 'Edits one of the customer’s reviews; it is moderated again unless reviews publish at once',
    description: `${SIGNED_IN} Another customer’s review is \`404 NOT_FOUND\`, as one that does not exist.`,
    body: editReviewBody,
    answer: MY_REVIEW,
    errors: SIGNED_IN_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/account/reviews/remove',
    operationId: 'accountReviewsRemove',
    tag: 'reviews',
    summary: 'Deletes one of the customer’s reviews; answers the reviews left',
    description: `${SIGNED_IN} Another customer’s review is \`404 NOT_FOUND\`, as one that does not exist.`,
    body: removeReviewBody,
    answer: MY_REVIEWS,
    errors: SIGNED_IN_ERRORS,
    guarded: true,
    cartCookie: 'none',
    sessionCookie: 'reads',
  }),
} as const;

/** `/reviews` and `/account/reviews*`. */
export function registerReviewRoutes(app: FastifyInstance, deps: ReviewRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };
  const { reviews } = deps;

  registerRoute(app, REVIEW_ROUTES.write, options, async ({ region, sku, ...written }, request, reply) =>
    respond(
      reply,
      signedInCustomer(request, region).andThen((customer) => reviews.write.execute({ region, customerId: customer.id, sku, draft: written })),
      (review) => ({ review: myReviewOf(review) }),
    ),
  );

  registerRoute(app, REVIEW_ROUTES.mine, options, async ({ region }, request, reply) =>
    respond(reply, signedInCustomer(request, region).andThen((customer) => reviews.listMine.execute({ region, customerId: customer.id })), reviewsWire),
  );

  registerRoute(app, REVIEW_ROUTES.edit, options, async ({ region, reviewId: id, ...written }, request, reply) =>
    respond(
      reply,
      signedInCustomer(request, region).andThen((customer) => reviews.editMine.execute({ region, customerId: customer.id, reviewId: id, draft: written })),
      (review) => ({ review: myReviewOf(review) }),
    ),
  );

  registerRoute(app, REVIEW_ROUTES.remove, options, async ({ region, reviewId: id }, request, reply) =>
    respond(
      reply,
      signedInCustomer(request, region).andThen((customer) =>
        reviews.deleteMine.execute({ region, customerId: customer.id, reviewId: id }).andThen(() => reviews.listMine.execute({ region, customerId: customer.id })),
      ),
      reviewsWire,
    ),
  );
}
