import type { Language } from '@storefront/core/locale';

// The form's values and messages, with no checking code: the product page carries these, and loads
// the check (`review-draft.ts`, zod) and the API's reader only when the shopper sends (decision 1342).

/** The review form as typed: the stars as the radio's value, title and text as text. */
export interface ReviewFormValues {
  readonly rating: string;
  readonly title: string;
  readonly body: string;
  /** The language the review is written in: the page's unless the shopper says otherwise. */
  readonly language: Language;
}

export type ReviewFieldErrors = Partial<Record<keyof ReviewFormValues, string>>;

/** The messages left once the shopper changes fields: a field's message goes as soon as it is changed. */
export function errorsAfterChange(errors: ReviewFieldErrors, before: ReviewFormValues, after: ReviewFormValues): ReviewFieldErrors {
  const left: ReviewFieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof ReviewFormValues, string][]) if (before[field] === after[field]) left[field] = message;
  return left;
}
