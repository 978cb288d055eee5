import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { errAsync, ResultAsync } from 'neverthrow';
import type { Language, Locale, Region } from '@storefront/core/locale';
import {
  DefaultReviewOrderPolicy,
  reviewOrder,
  type NewReview,
  type Review,
  type ReviewOrderPolicy,
  type ReviewOrderTerm,
  type ReviewPage,
  type ReviewPort,
  type ReviewSort,
} from '@storefront/core/reviews';
import { assertNever, invalid, notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { customers, products, reviewSummaries, reviews } from '../database/schema/index.js';

const MAX_ROW_ID = 2_147_483_647;
export const DEFAULT_REVIEW_PAGE_SIZE = 10;
const MAX_TITLE = 150;
const MAX_BODY = 5_000;

export type ReviewStatus = 'pending' | 'published' | 'rejected';

export interface PostgresReviewsOptions {
  readonly pageSize?: number;
  /** The engine has no moderation desk yet, so reviews publish at once unless this is `false`. */
  readonly publishOnSubmit?: boolean;
  /** Whether a sort lists the page's language first; none does by default (decision 0540). */
  readonly order?: ReviewOrderPolicy;
}

/** Carries a refusal out of a transaction callback, which rolls it back. */
class ReviewRefused extends Error {
  constructor(readonly error: InfrastructureError) {
    super(error.code);
  }
}

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (error) => (error instanceof ReviewRefused ? error.error : unavailable('reviews', error)));
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

/** "Noura A." — the first name and the initial of the last, as review lists show shoppers. */
function authorNameOf(firstName: string, lastName: string | null): string {
  const initial = lastName?.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

/**
 * Product reviews on the built-in engine. A product's reviews are read across regions, like the
 * review summary the catalogue shows beside the stars (decision 0402); each keeps the region and
 * language it was written in; lists follow the core's review order, across languages by default.
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
  createReview(locale: Locale, review: NewReview): ResultAsync<Review, InfrastructureError> {
    const title = review.title.trim();
    const body = review.body.trim();
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) return errAsync(invalid('rating', 'must be 1 to 5'));
    if (title === '' || title.length > MAX_TITLE) return errAsync(invalid('title', `must be 1 to ${MAX_TITLE} characters`));
    if (body === '' || body.length > MAX_BODY) return errAsync(invalid('body', `must be 1 to ${MAX_BODY} characters`));
    if (!Number.isSafeInteger(review.customerId) || review.customerId < 1 || review.customerId > MAX_ROW_ID) {
      return errAsync(notFound('customer', String(review.customerId)));
    }
    const status: ReviewStatus = this.publishOnSubmit ? 'published' : 'pending';
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
        return toReview({ ...row, sku: product.sku });
      }),
    );
  }

  listByCustomer(region: Region, customerId: number): ResultAsync<readonly Review[], InfrastructureError> {
    if (!Number.isSafeInteger(customerId) || customerId < 1 || customerId > MAX_ROW_ID) return io(Promise.resolve([]));
    return io(
      this.db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(and(eq(reviews.customerId, customerId), eq(reviews.region, region)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    ).map((rows) => rows.map(toReview));
  }

  /**
   * Moderation (beyond the port): publishes or withdraws a review and moves it into or out of the
   * product's summary in the same transaction. Setting the status a review already has changes nothing.
   */
  setReviewStatus(reviewId: string, status: ReviewStatus): ResultAsync<void, InfrastructureError> {
    const id = /^\d{1,10}$/.test(reviewId) ? Number(reviewId) : Number.NaN;
    if (!(id >= 1 && id <= MAX_ROW_ID)) return errAsync(notFound('review', reviewId));
    return io(
      this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
        if (!row) throw new ReviewRefused(notFound('review', reviewId));
        if (row.status === status) return;
        await tx.update(reviews).set({ status }).where(eq(reviews.id, id));
        if (status === 'published') await addToSummary(tx, row.productId, row.rating, 1);
        else if (row.status === 'published') await addToSummary(tx, row.productId, -row.rating, -1);
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
