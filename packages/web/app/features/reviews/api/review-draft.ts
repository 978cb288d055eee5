import * as z from 'zod/mini';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@storefront/core/reviews';
import type { Language } from '@storefront/core/locale';
import type { TFunction } from '../../../lib/i18n';

/** The review form as typed: the stars as the radio's value, title and text as text. */
export interface ReviewFormValues {
  readonly rating: string;
  readonly title: string;
  readonly body: string;
  /** The language the review is written in: the page's unless the shopper says otherwise. */
  readonly language: Language;
}

/**
 * The form's own check before sending, the core's limits (`reviewDraftSchema`: rating 1 to 5, title
 * 1 to 150 characters, text 1 to 5,000, trimmed); each issue names its field and the text key of
 * what is wrong. The API and the core check again.
 */
export const reviewFormSchema = z.object({
  rating: z.string().check(z.regex(/^[1-5]$/, 'reviewForm.errors.rating')),
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'reviewForm.errors.titleRequired'), z.maxLength(REVIEW_TITLE_MAX, 'reviewForm.errors.titleTooLong')),
  body: z.string().check(z.trim(), z.minLength(1, 'reviewForm.errors.bodyRequired'), z.maxLength(REVIEW_BODY_MAX, 'reviewForm.errors.bodyTooLong')),
  language: z.enum(['en', 'ar']),
});

export type ReviewFieldErrors = Partial<Record<keyof ReviewFormValues, string>>;

/** The draft ready to send, or each field's translated message. */
export function readReviewForm(
  t: TFunction,
  values: ReviewFormValues,
): { readonly ok: true; readonly draft: { rating: number; title: string; body: string; language: Language } } | { readonly ok: false; readonly errors: ReviewFieldErrors } {
  const parsed = reviewFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, draft: { ...parsed.data, rating: Number(parsed.data.rating) } };
  const errors: ReviewFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReviewFormValues;
    errors[field] ??= t(issue.message, { max: field === 'title' ? REVIEW_TITLE_MAX : REVIEW_BODY_MAX });
  }
  return { ok: false, errors };
}

/** The messages left once the shopper changes fields: a field's message goes as soon as it is changed. */
export function errorsAfterChange(errors: ReviewFieldErrors, before: ReviewFormValues, after: ReviewFormValues): ReviewFieldErrors {
  const left: ReviewFieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof ReviewFormValues, string][]) if (before[field] === after[field]) left[field] = message;
  return left;
}
