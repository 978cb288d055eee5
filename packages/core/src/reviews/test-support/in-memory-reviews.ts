import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Locale, Region } from '../../locale/domain/locale.js';
import { conflict, notFound, type InfrastructureError } from '../../shared/errors.js';
import type { ReviewSort, ReviewSummary } from '../domain/review.js';
import type { ReviewStatus } from '../domain/review-draft.js';
import type { CustomerReview, ModeratedReview, NewReview, ReviewChange, ReviewPage, ReviewPort } from '../ports/review.port.js';

interface Kept extends CustomerReview {
  readonly region: Region;
  readonly customerId: number;
}

/** A `ReviewPort` in memory for the core's specs: products by SKU, one review per product per customer. */
export class InMemoryReviews implements ReviewPort {
  private readonly kept: Kept[] = [];
  private next = 1;
  private clock = Date.parse('2026-04-01T10:00:00Z');

  constructor(private readonly products: Readonly<Record<string, number>>) {}

  listPublished(_locale: Locale, sku: string, _sort: ReviewSort, _page: number): ResultAsync<ReviewPage, InfrastructureError> {
    if (this.products[sku] === undefined) return errAsync(notFound('product', sku));
    const published = this.kept.filter((review) => review.sku === sku && review.status === 'published').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return okAsync({ reviews: published, summary: this.summaryOf(sku), total: published.length });
  }

  /** The product's stars: its published reviews only. */
  summaryOf(sku: string): ReviewSummary {
    const published = this.kept.filter((review) => review.sku === sku && review.status === 'published');
    return { summationOfRatings: published.reduce((sum, review) => sum + review.rating, 0), numberOfReviews: published.length };
  }

  createReview(locale: Locale, review: NewReview): ResultAsync<CustomerReview, InfrastructureError> {
    if (this.products[review.sku] === undefined) return errAsync(notFound('product', review.sku));
    if (this.kept.some((kept) => kept.sku === review.sku && kept.customerId === review.customerId && kept.region === locale.region)) {
      return errAsync(conflict('review', 'one per product per customer'));
    }
    const kept: Kept = {
      id: String(this.next++),
      sku: review.sku,
      rating: review.rating,
      title: review.title,
      body: review.body,
      authorName: `Customer ${review.customerId}`,
      language: locale.language,
      createdAt: new Date((this.clock += 60_000)),
      status: review.status ?? 'pending',
      region: locale.region,
      customerId: review.customerId,
    };
    this.kept.push(kept);
    return okAsync(kept);
  }

  listByCustomer(region: Region, customerId: number): ResultAsync<readonly CustomerReview[], InfrastructureError> {
    return okAsync(this.kept.filter((review) => review.region === region && review.customerId === customerId).reverse());
  }

  productIdOf(sku: string): ResultAsync<number, InfrastructureError> {
    const id = this.products[sku];
    return id === undefined ? errAsync(notFound('product', sku)) : okAsync(id);
  }

  updateOwn(region: Region, customerId: number, reviewId: string, change: ReviewChange): ResultAsync<CustomerReview, InfrastructureError> {
    const index = this.indexOfOwn(region, customerId, reviewId);
    if (index < 0) return errAsync(notFound('review', reviewId));
    const updated: Kept = { ...this.kept[index]!, ...change };
    this.kept[index] = updated;
    return okAsync(updated);
  }

  deleteOwn(region: Region, customerId: number, reviewId: string): ResultAsync<void, InfrastructureError> {
    const index = this.indexOfOwn(region, customerId, reviewId);
    if (index < 0) return errAsync(notFound('review', reviewId));
    this.kept.splice(index, 1);
    return okAsync(undefined);
  }

  listByStatus(status: ReviewStatus): ResultAsync<readonly ModeratedReview[], InfrastructureError> {
    return okAsync(this.kept.filter((review) => review.status === status).map(moderated));
  }

  setStatus(reviewId: string, status: ReviewStatus): ResultAsync<ModeratedReview, InfrastructureError> {
    const index = this.kept.findIndex((review) => review.id === reviewId);
    if (index < 0) return errAsync(notFound('review', reviewId));
    const updated: Kept = { ...this.kept[index]!, status };
    this.kept[index] = updated;
    return okAsync(moderated(updated));
  }

  private indexOfOwn(region: Region, customerId: number, reviewId: string): number {
    return this.kept.findIndex((review) => review.id === reviewId && review.region === region && review.customerId === customerId);
  }
}

/** A kept review as moderation sees it: without the customer's id. */
function moderated({ customerId: _customerId, ...review }: Kept): ModeratedReview {
  return review;
}
