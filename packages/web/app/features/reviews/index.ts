/** Reviews' public entry: the product page's form, My Reviews, and the order page's review links (decision 0017). */
export { WriteReview, WRITE_REVIEW_ANCHOR, type ReviewAccess } from './components/write-review';
export { OrderReviewLink, type OrderReviewTarget } from './components/order-review-link';
export { MyReviewsPage, type MyReviewRow } from './pages/my-reviews-page';
export { reviewApi } from './api/review-api';
