// The review form's own check (zod), for the product page's action: imported only where it runs, so
// that no page's scripts carry it before the shopper sends (decision 1462).
export { readReviewForm } from '../api/review-draft';
