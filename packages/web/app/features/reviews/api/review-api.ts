import { myReviewAnswerWire, myReviewsWire, type MyReviewWire } from '@storefront/contract';
import type { Language, Region } from '@storefront/core/locale';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

export type { MyReviewWire } from '@storefront/contract';

/** What the shopper writes, as the API takes it. */
export interface ReviewDraftBody {
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly language: Language;
}

function reader<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) {
  return (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
}

const readReview = reader(myReviewAnswerWire);
const readReviews = reader(myReviewsWire);

/**
 * The review calls (`POST /api/reviews`, `/api/account/reviews/edit|remove`), each with the client
 * header, answered in the envelope; a refusal is a `CartApiError` with its code.
 */
export const reviewApi = {
  write: (region: Region, sku: string, draft: ReviewDraftBody): Promise<MyReviewWire> =>
    postEnvelope('reviews', { region, sku, ...draft }, readReview).then((answer) => answer.review),
  edit: (region: Region, reviewId: string, draft: ReviewDraftBody): Promise<MyReviewWire> =>
    postEnvelope('account/reviews/edit', { region, reviewId, ...draft }, readReview).then((answer) => answer.review),
  remove: (region: Region, reviewId: string): Promise<readonly MyReviewWire[]> =>
    postEnvelope('account/reviews/remove', { region, reviewId }, readReviews).then((answer) => answer.reviews),
};
