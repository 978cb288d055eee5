/** The product page's review form for a verified buyer, loaded only where it is shown (decision 1470). */
export { ReviewForm } from '../components/review-form';
