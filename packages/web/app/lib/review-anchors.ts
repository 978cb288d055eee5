// Where the review links land: constants the product page, the order page and My Reviews share,
// in a module with nothing else, so a page that links to one carries no more than the name.

/** The place on the product page the order page's "Write a review" links lead to: the review form. */
export const WRITE_REVIEW_ANCHOR = 'write-review';

/** Where a review sits on My Reviews: `#review-ID`, which the list's items carry as their ids. */
export const myReviewAnchor = (reviewId: string): string => `review-${reviewId}`;
