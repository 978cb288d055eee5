import type { ContainerModuleLoadOptions } from 'inversify';
import { OrderStore } from '@storefront/core/order';
import { DeleteMyReview, EditMyReview, ListMyReviews, ReviewPort, WriteReview, type ReviewSettings } from '@storefront/core/reviews';
import type { Config } from '../config/config.js';
import { TOKENS } from './tokens.js';

/** Writing a review as a verified buyer, and My Reviews (decisions 1300, 1301). */
export interface ReviewUseCases {
  readonly write: WriteReview;
  readonly listMine: ListMyReviews;
  readonly editMine: EditMyReview;
  readonly deleteMine: DeleteMyReview;
}

/** The merchant's review setting from the configuration. */
export const reviewSettingsOf = (cfg: Pick<Config, 'REVIEWS_AUTO_PUBLISH'>): ReviewSettings => ({ autoPublish: cfg.REVIEWS_AUTO_PUBLISH });

type Bind = ContainerModuleLoadOptions['bind'];

/** The review use cases over the engine's reviews and orders (`TOKENS.Reviews`). */
export function bindReviews(bind: Bind): void {
  bind<ReviewUseCases>(TOKENS.Reviews).toResolvedValue(
    (cfg: Config, reviews: ReviewPort, orders: OrderStore): ReviewUseCases => {
      const settings = reviewSettingsOf(cfg);
      return {
        write: new WriteReview(reviews, orders, settings),
        listMine: new ListMyReviews(reviews),
        editMine: new EditMyReview(reviews, settings),
        deleteMine: new DeleteMyReview(reviews),
      };
    },
    [TOKENS.Config, ReviewPort, OrderStore],
  );
}
