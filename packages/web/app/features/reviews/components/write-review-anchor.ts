/** The place on the product page the order page's "Write a review" links lead to: the review form. */
export const WRITE_REVIEW_ANCHOR = 'write-review';
