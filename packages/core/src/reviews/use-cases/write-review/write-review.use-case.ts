import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { OrderRecord } from '../../../order/domain/order.js';
import type { OrderStore } from '../../../order/ports/order-store.port.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { submittedReviewStatus, type ReviewSettings } from '../../domain/review-draft.js';
import { reviewAlreadyWritten, reviewNotVerifiedBuyer, type WriteReviewError } from '../../errors.js';
import type { CustomerReview, ReviewPort } from '../../ports/review.port.js';
import { readReviewDraft } from '../review-draft-input.js';

export interface WriteReviewCommand {
  readonly region: Region;
  readonly customerId: number;
  readonly sku: string;
  /** The rating, title, text and language, as sent; read with `reviewDraftSchema`. */
  readonly draft: unknown;
}

/** Whether the customer may review the product, and if not, why. */
export type ReviewEligibility =
  | { readonly kind: 'eligible' }
  | { readonly kind: 'not-a-buyer' }
  | { readonly kind: 'already-reviewed'; readonly reviewId: string };

/** A delivered order of the customer in the region with a line of the product. */
function boughtAndDelivered(orders: readonly OrderRecord[], customerId: number, productId: number): boolean {
  return orders.some((order) => order.status === 'delivered' && order.customerId === customerId && order.lines.some((line) => line.productId === productId));
}

/**
 * Writing a review: verified buyers only (a delivered order with the product, in this region's
 * store), one per product per customer; the review publishes at once or waits for moderation as the
 * merchant's setting says (decision 1300).
 */
export class WriteReview {
  constructor(
    private readonly reviews: ReviewPort,
    private readonly orders: OrderStore,
    private readonly settings: ReviewSettings,
  ) {}

  /** What the product page shows a signed-in customer: the form, or why not. */
  eligibility(region: Region, customerId: number, sku: string): ResultAsync<ReviewEligibility, InfrastructureError> {
    return this.reviews.productIdOf(sku).andThen((productId) =>
      this.reviews.listByCustomer(region, customerId).andThen((mine) => {
        const existing = mine.find((review) => review.sku === sku);
        if (existing) return okAsync<ReviewEligibility, InfrastructureError>({ kind: 'already-reviewed', reviewId: existing.id });
        return this.orders
          .list(region, { customerId })
          .map((orders): ReviewEligibility => (boughtAndDelivered(orders, customerId, productId) ? { kind: 'eligible' } : { kind: 'not-a-buyer' }));
      }),
    );
  }

  execute(command: WriteReviewCommand): ResultAsync<CustomerReview, WriteReviewError | InfrastructureError> {
    const draft = readReviewDraft(command.draft);
    if (draft.isErr()) return errAsync(draft.error);
    const { rating, title, body, language } = draft.value;
    return this.eligibility(command.region, command.customerId, command.sku).andThen((eligibility) => {
      if (eligibility.kind === 'not-a-buyer') return errAsync(reviewNotVerifiedBuyer(command.sku));
      if (eligibility.kind === 'already-reviewed') return errAsync(reviewAlreadyWritten(command.sku));
      return this.reviews
        .createReview(
          { region: command.region, language },
          { sku: command.sku, customerId: command.customerId, rating, title, body, status: submittedReviewStatus(this.settings) },
        )
        .orElse((error) => (error.code === 'CONFLICT' ? errAsync(reviewAlreadyWritten(command.sku)) : errAsync(error)));
    });
  }
}
