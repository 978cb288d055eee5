import type { ReviewFieldErrors, ReviewFormValues } from '../../../lib/review-page';

// The form's values and messages, with no checking code: the product page carries these, and loads
// the check (`review-draft.ts`, zod) and the API's reader only when the shopper sends (decision 1342).
// Their shapes are the page's (`lib/review-page.ts`), which a form posted without a script is answered with.
export type { ReviewFieldErrors, ReviewFormValues } from '../../../lib/review-page';

/** What the page's answer to a posted form shows: the message above the form, and the form as it was sent. */
export interface PostedReview {
  readonly message: { status?: string; error?: string };
  readonly values?: ReviewFormValues;
  readonly errors: ReviewFieldErrors;
}

/** The messages left once the shopper changes fields: a field's message goes as soon as it is changed. */
export function errorsAfterChange(errors: ReviewFieldErrors, before: ReviewFormValues, after: ReviewFormValues): ReviewFieldErrors {
  const left: ReviewFieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof ReviewFormValues, string][]) if (before[field] === after[field]) left[field] = message;
  return left;
}
