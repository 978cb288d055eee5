/** Reviews' public entry: the product page's form, My Reviews, and the order page's review links (decision 0017). */
export type { MyReviewRow, MyReviewsAnswer, MyReviewsDone, MyReviewsMode, OrderReviewTarget, ReviewAccess, ReviewFormAnswer } from '../../lib/review-page';
export { WriteReview, WRITE_REVIEW_ANCHOR } from './components/write-review';
export { OrderReviewLink } from './components/order-review-link';
export { MyReviewsPage } from './pages/my-reviews-page';
export { reviewApi } from './api/review-api';
