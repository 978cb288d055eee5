// The lengths a review may have, in a module of their own with nothing else: a page that shows a
// review form needs them, and must not carry the schema's code (zod) to its first visit.

/** A review's title: 1 to 150 characters, trimmed. */
export const REVIEW_TITLE_MAX = 150;
/** A review's text: 1 to 5,000 characters, trimmed. */
export const REVIEW_BODY_MAX = 5_000;
