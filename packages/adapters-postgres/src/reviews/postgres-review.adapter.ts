import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { errAsync, ResultAsync } from 'neverthrow';
import { REGIONS, type Language, type Locale, type Region } from '@storefront/core/locale';
import {
  DefaultReviewOrderPolicy,
  REVIEW_BODY_MAX,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
  reviewOrder,
  type CustomerReview,
  type ModeratedReview,
  type NewReview,
  type Review,
  type ReviewChange,
  type ReviewOrderPolicy,
  type ReviewOrderTerm,
  type ReviewPage,
  type ReviewPort,
  type ReviewSort,
  type ReviewStatus,
} from '@storefront/core/reviews';
import { assertNever, conflict, invalid, notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { customers, products, reviewSummaries, reviews } from '../database/schema/index.js';

const MAX_ROW_ID = 2_147_483_647;
export const DEFAULT_REVIEW_PAGE_SIZE = 10;
const MAX_TITLE = REVIEW_TITLE_MAX;
const MAX_BODY = REVIEW_BODY_MAX;

export type { ReviewStatus };

export interface PostgresReviewsOptions {
  readonly pageSize?: number;
  /** The state of a review written without one (`NewReview.status`): published unless this is `false`. */
  readonly publishOnSubmit?: boolean;
  /** Whether a sort lists the page's language first; every sort does by default (decision 1340). */
  readonly order?: ReviewOrderPolicy;
}

/** Carries a refusal out of a transaction callback, which rolls it back. */
class ReviewRefused extends Error {
  constructor(readonly error: InfrastructureError) {
    super(error.code);
  }
}

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (error) => {
    if (error instanceof ReviewRefused) return error.error;
    if (isUniqueViolation(error)) return conflict('review', 'one per product per customer');
    return unavailable('reviews', error);
  });
}

/** The core's review order (`reviewOrder`) as SQL: the page's language, featured, rating, date, id. */
function orderBy(terms: readonly ReviewOrderTerm[], language: Language): SQL[] {
  return terms.map(({ key, direction }) => {
    const by = direction === 'asc' ? asc : desc;
    switch (key) {
      case 'pageLanguage':
        return by(sql`(${reviews.language} = ${language})`);
      case 'featured':
        return by(reviews.featured);
      case 'rating':
        return by(reviews.rating);
      case 'createdAt':
        return by(reviews.createdAt);
      case 'id':
        return by(reviews.id);
      default:
        return assertNever(key);
    }
  });
}

const reviewColumns = {
  id: reviews.id,
  sku: products.sku,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  authorName: reviews.authorName,
  language: reviews.language,
  createdAt: reviews.createdAt,
};

interface ReviewRow {
  readonly id: number;
  readonly sku: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  readonly language: string;
  readonly createdAt: Date;
}

function toReview(row: ReviewRow): Review {
  const language: Language = row.language === 'ar' ? 'ar' : 'en';
  return { ...row, id: String(row.id), language };
}

function toCustomerReview(row: ReviewRow & { readonly status: string }): CustomerReview {
  const status = REVIEW_STATUSES.find((known) => known === row.status) ?? 'pending';
  return { ...toReview(row), status };
}

function toModeratedReview(row: ReviewRow & { readonly status: string; readonly region: string }): ModeratedReview {
  const { region, ...rest } = row;
  return { ...toCustomerReview(rest), region: REGIONS.find((known) => known === region) ?? 'sa' };
}

/** A review id as the table keeps it, or `undefined` when the text names no row. */
function reviewRowId(reviewId: string): number | undefined {
  const id = /^\d{1,10}$/.test(reviewId) ? Number(reviewId) : Number.NaN;
  return id >= 1 && id <= MAX_ROW_ID ? id : undefined;
}

const validCustomerId = (customerId: number): boolean => Number.isSafeInteger(customerId) && customerId >= 1 && customerId <= MAX_ROW_ID;

/** The text rules the table keeps whatever calls it: rating 1 to 5, title and text bounded. */
function refusalOf(review: { readonly rating: number; readonly title: string; readonly body: string }): InfrastructureError | undefined {
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) return invalid('rating', 'must be 1 to 5');
  if (review.title === '' || review.title.length > MAX_TITLE) return invalid('title', `must be 1 to ${MAX_TITLE} characters`);
  if (review.body === '' || review.body.length > MAX_BODY) return invalid('body', `must be 1 to ${MAX_BODY} characters`);
  return undefined;
}

/** "Noura A." — the first name and the initial of the last, as review lists show shoppers. */
function authorNameOf(firstName: string, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/**
 * Product reviews on the built-in engine. A product's reviews are read across regions, like the
 * review summary the catalogue shows beside the stars (decision 0402); each keeps the region and
 * language it was written in; lists follow the core's review order, the page's language first by default.
 */
export class PostgresReviews implements ReviewPort {
  private readonly pageSize: number;
  private readonly publishOnSubmit: boolean;
  private readonly order: ReviewOrderPolicy;

  constructor(
    private readonly db: Database,
    options: PostgresReviewsOptions = {},
  ) {
    this.pageSize = options.pageSize ?? DEFAULT_REVIEW_PAGE_SIZE;
    this.publishOnSubmit = options.publishOnSubmit ?? true;
    this.order = options.order ?? new DefaultReviewOrderPolicy();
  }

  listPublished(locale: Locale, sku: string, sort: ReviewSort, page: number): ResultAsync<ReviewPage, InfrastructureError> {
    const pageNumber = Number.isSafeInteger(page) && page > 0 ? page : 1;
    return io(
      (async () => {
        const [product] = await this.db
          .select({
            id: products.id,
            summationOfRatings: reviewSummaries.summationOfRatings,
            numberOfReviews: reviewSummaries.numberOfReviews,
          })
          .from(products)
          .leftJoin(reviewSummaries, eq(reviewSummaries.productId, products.id))
          .where(eq(products.sku, sku))
          .limit(1);
        if (!product) throw new ReviewRefused(notFound('product', sku));
        const published = and(eq(reviews.productId, product.id), eq(reviews.status, 'published'));
        const rows = await this.db
          .select(reviewColumns)
          .from(reviews)
          .innerJoin(products, eq(products.id, reviews.productId))
          .where(published)
          .orderBy(...orderBy(reviewOrder(sort, this.order), locale.language))
          .limit(this.pageSize)
          .offset((pageNumber - 1) * this.pageSize);
        const [count] = await this.db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(published);
        return {
          reviews: rows.map(toReview),
          summary: { summationOfRatings: product.summationOfRatings ?? 0, numberOfReviews: product.numberOfReviews ?? 0 },
          total: Number(count?.total ?? 0),
        };
      })(),
    );
  }

  /**
   * Writes the review and, when it publishes at once, adds it to the product's review summary in
   * the same transaction, so the stars on a tile always agree with the reviews listed.
   */
  createReview(locale: Locale, review: NewReview): ResultAsync<CustomerReview, InfrastructureError> {
    const title = review.title.trim();
    const body = review.body.trim();
    const refusal = refusalOf({ rating: review.rating, title, body });
    if (refusal) return errAsync(refusal);
    if (!validCustomerId(review.customerId)) return errAsync(notFound('customer', String(review.customerId)));
    const status: ReviewStatus = review.status ?? (this.publishOnSubmit ? 'published' : 'pending');
    return io(
      this.db.transaction(async (tx) => {
        const [author] = await tx
          .select({ firstName: customers.firstName, lastName: customers.lastName })
          .from(customers)
          .where(and(eq(customers.id, review.customerId), eq(customers.region, locale.region)));
        if (!author) throw new ReviewRefused(notFound('customer', String(review.customerId)));
        const [product] = await tx.select({ id: products.id, sku: products.sku }).from(products).where(eq(products.sku, review.sku));
        if (!product) throw new ReviewRefused(notFound('product', review.sku));
        const [row] = await tx
          .insert(reviews)
          .values({
            productId: product.id,
            region: locale.region,
            customerId: review.customerId,
            authorName: authorNameOf(author.firstName, author.lastName),
            rating: review.rating,
            title,
            body,
            language: locale.language,
            status,
          })
          .returning();
        if (!row) throw new ReviewRefused(unavailable('reviews'));
        if (status === 'published') await addToSummary(tx, product.id, row.rating, 1);
        return toCustomerReview({ ...row, sku: product.sku });
      }),
    );
  }

  listByCustomer(region: Region, customerId: number): ResultAsync<readonly CustomerReview[], InfrastructureError> {
    if (!validCustomerId(customerId)) return io(Promise.resolve([]));
    return io(
      this.db
        .select({ ...reviewColumns, status: reviews.status })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(and(eq(reviews.customerId, customerId), eq(reviews.region, region)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    ).map((rows) => rows.map(toCustomerReview));
  }

  productIdOf(sku: string): ResultAsync<number, InfrastructureError> {
    return io(
      (async () => {
        const [product] = await this.db.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(1);
        if (!product) throw new ReviewRefused(notFound('product', sku));
        return product.id;
      })(),
    );
  }

  /**
   * Changes the customer's own review and moves its stars in the product's summary in the same
   * transaction: out with the old rating if it was published, in with the new if it is.
   */
  updateOwn(region: Region, customerId: number, reviewId: string, change: ReviewChange): ResultAsync<CustomerReview, InfrastructureError> {
    const id = reviewRowId(reviewId);
    if (id === undefined || !validCustomerId(customerId)) return errAsync(notFound('review', reviewId));
    const title = change.title.trim();
    const body = change.body.trim();
    const refusal = refusalOf({ rating: change.rating, title, body });
    if (refusal) return errAsync(refusal);
    return io(
      this.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.customerId, customerId), eq(reviews.region, region)))
          .for('update');
        if (!before) throw new ReviewRefused(notFound('review', reviewId));
        const [after] = await tx
          .update(reviews)
          .set({ rating: change.rating, title, body, language: change.language, status: change.status })
          .where(eq(reviews.id, id))
          .returning();
        if (!after) throw new ReviewRefused(notFound('review', reviewId));
        if (before.status === 'published') await addToSummary(tx, before.productId, -before.rating, -1);
        if (after.status === 'published') await addToSummary(tx, after.productId, after.rating, 1);
        const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.id, after.productId));
        return toCustomerReview({ ...after, sku: product?.sku ?? '' });
      }),
    );
  }

  /** Deletes the customer's own review, and its stars from the product's summary if it was published. */
  deleteOwn(region: Region, customerId: number, reviewId: string): ResultAsync<void, InfrastructureError> {
    const id = reviewRowId(reviewId);
    if (id === undefined || !validCustomerId(customerId)) return errAsync(notFound('review', reviewId));
    return io(
      this.db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(reviews)
          .where(and(eq(reviews.id, id), eq(reviews.customerId, customerId), eq(reviews.region, region)))
          .returning();
        if (!gone) throw new ReviewRefused(notFound('review', reviewId));
        if (gone.status === 'published') await addToSummary(tx, gone.productId, -gone.rating, -1);
      }),
    );
  }

  listByStatus(status: ReviewStatus): ResultAsync<readonly ModeratedReview[], InfrastructureError> {
    return io(
      this.db
        .select({ ...reviewColumns, status: reviews.status, region: reviews.region })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.status, status))
        .orderBy(asc(reviews.createdAt), asc(reviews.id)),
    ).map((rows) => rows.map(toModeratedReview));
  }

  /**
   * Moderation: publishes or withdraws a review and moves it into or out of the product's summary
   * in the same transaction. Setting the status a review already has changes nothing.
   */
  setStatus(reviewId: string, status: ReviewStatus): ResultAsync<ModeratedReview, InfrastructureError> {
    const id = reviewRowId(reviewId);
    if (id === undefined) return errAsync(notFound('review', reviewId));
    return io(
      this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
        if (!row) throw new ReviewRefused(notFound('review', reviewId));
        const [product] = await tx.select({ sku: products.sku }).from(products).where(eq(products.id, row.productId));
        const moderated = (current: string) => toModeratedReview({ ...row, status: current, sku: product?.sku ?? '' });
        if (row.status === status) return moderated(row.status);
        await tx.update(reviews).set({ status }).where(eq(reviews.id, id));
        if (status === 'published') await addToSummary(tx, row.productId, row.rating, 1);
        else if (row.status === 'published') await addToSummary(tx, row.productId, -row.rating, -1);
        return moderated(status);
      }),
    );
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Adds (or with negative numbers removes) ratings to a product's summary row, creating it if needed. */
async function addToSummary(tx: Tx, productId: number, ratings: number, count: number): Promise<void> {
  await tx
    .insert(reviewSummaries)
    .values({ productId, summationOfRatings: ratings, numberOfReviews: count })
    .onConflictDoUpdate({
      target: reviewSummaries.productId,
      set: {
        summationOfRatings: sql`${reviewSummaries.summationOfRatings} + ${ratings}`,
        numberOfReviews: sql`${reviewSummaries.numberOfReviews} + ${count}`,
      },
    });
}
