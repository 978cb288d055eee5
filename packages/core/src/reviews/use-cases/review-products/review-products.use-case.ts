import { okAsync, ResultAsync } from 'neverthrow';
import type { CatalogPort } from '../../../catalog/ports/catalog.port.js';
import type { Locale } from '../../../locale/domain/locale.js';
import type { OrderStatus } from '../../../order/domain/order.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { CustomerReview, ReviewPort } from '../../ports/review.port.js';

/** A product as a review list names it: its page's SKU, its name in the page's language and its picture. */
export interface ReviewedProduct {
  readonly sku: string;
  readonly name: string;
  readonly imageUrl: string;
}

/** One of the customer's reviews with its product; `product` is null for one the region no longer sells. */
export interface MyReviewWithProduct {
  readonly review: CustomerReview;
  readonly product: ReviewedProduct | null;
}

/** A line of an order the customer may review, or has reviewed (My Reviews then holds it). */
export interface ReviewTarget extends ReviewedProduct {
  readonly productId: number;
  /** The customer's review of it, when written: the order page leads to My Reviews instead of the form. */
  readonly reviewId: string | null;
}

/** What of an order decides its review links: its state and its lines' products. */
export interface ReviewableOrder {
  readonly status: OrderStatus;
  readonly lines: readonly { readonly productId: number }[];
}

/** The only state in which an order's products may be reviewed (decision 1301): it reached the customer. */
export const isReviewableOrder = (order: Pick<ReviewableOrder, 'status'>): boolean => order.status === 'delivered';

/**
 * The products behind reviews and order lines, for My Reviews and the order page's "Write a review"
 * links (decision 1342). Reads the catalogue in the page's locale; a product it cannot read is
 * left without a name (My Reviews) or without a link (the order page), never an error.
 */
export class ReviewProducts {
  constructor(
    private readonly reviews: ReviewPort,
    private readonly catalog: CatalogPort,
  ) {}

  /** My Reviews: the customer's reviews in the region, newest first, each with its product. */
  mine(locale: Locale, customerId: number): ResultAsync<readonly MyReviewWithProduct[], InfrastructureError> {
    return this.reviews.listByCustomer(locale.region, customerId).andThen((mine) => {
      const skus = [...new Set(mine.map((review) => review.sku))];
      return ResultAsync.combine(
        skus.map((sku) =>
          this.catalog
            .getProductBySku(locale, sku)
            .map((product): [string, ReviewedProduct | null] => [sku, { sku: product.sku, name: product.name, imageUrl: product.images[0]?.url ?? '' }])
            .orElse(() => okAsync<[string, ReviewedProduct | null], InfrastructureError>([sku, null])),
        ),
      ).map((found) => {
        const products = new Map(found);
        return mine.map((review) => ({ review, product: products.get(review.sku) ?? null }));
      });
    });
  }

  /**
   * An order's products the customer may review: none unless it was delivered; each product once,
   * in the order's line order, with the customer's review of it when already written.
   */
  ofOrder(locale: Locale, customerId: number, order: ReviewableOrder): ResultAsync<readonly ReviewTarget[], InfrastructureError> {
    if (!isReviewableOrder(order)) return okAsync([]);
    const productIds = [...new Set(order.lines.map((line) => line.productId))];
    if (productIds.length === 0) return okAsync([]);
    return ResultAsync.combine([this.catalog.listProductsByIds(locale, productIds), this.reviews.listByCustomer(locale.region, customerId)]).map(([products, mine]) =>
      productIds.flatMap((productId) => {
        const product = products.find((candidate) => candidate.productId === productId);
        if (!product) return [];
        const written = mine.find((review) => review.sku === product.sku);
        return [{ productId, sku: product.sku, name: product.name, imageUrl: product.imageUrl, reviewId: written?.id ?? null }];
      }),
    );
  }
}
