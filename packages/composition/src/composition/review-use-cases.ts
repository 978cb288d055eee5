import type { ContainerModuleLoadOptions } from 'inversify';
import { CatalogPort } from '@storefront/core/catalog';
import { OrderStore } from '@storefront/core/order';
import { DeleteMyReview, EditMyReview, ListMyReviews, ModerateReviews, ReviewPort, ReviewProducts, WriteReview, type ReviewSettings } from '@storefront/core/reviews';
import type { Config } from '../config/config.js';
import { TOKENS } from './tokens.js';

/** Writing a review as a verified buyer, My Reviews, the products they name, and moderation (decisions 1300, 1301, 1341, 1342). */
export interface ReviewUseCases {
  readonly write: WriteReview;
  readonly listMine: ListMyReviews;
  readonly editMine: EditMyReview;
  readonly deleteMine: DeleteMyReview;
  /** My Reviews' products and an order's products to review. */
  readonly products: ReviewProducts;
  /** The merchant's moderation queue and moves (operator API and CLI). */
  readonly moderate: ModerateReviews;
}

/** The merchant's review setting from the configuration. */
export const reviewSettingsOf = (cfg: Pick<Config, 'REVIEWS_AUTO_PUBLISH'>): ReviewSettings => ({ autoPublish: cfg.REVIEWS_AUTO_PUBLISH });

type Bind = ContainerModuleLoadOptions['bind'];

/** The review use cases over the engine's reviews, orders and catalogue (`TOKENS.Reviews`). */
export function bindReviews(bind: Bind): void {
  bind<ReviewUseCases>(TOKENS.Reviews).toResolvedValue(
    (cfg: Config, reviews: ReviewPort, orders: OrderStore, catalog: CatalogPort): ReviewUseCases => {
      const settings = reviewSettingsOf(cfg);
      return {
        write: new WriteReview(reviews, orders, settings),
        listMine: new ListMyReviews(reviews),
        editMine: new EditMyReview(reviews, settings),
        deleteMine: new DeleteMyReview(reviews),
        products: new ReviewProducts(reviews, catalog),
        moderate: new ModerateReviews(reviews),
      };
    },
    [TOKENS.Config, ReviewPort, OrderStore, CatalogPort],
  );
}
