import * as z from 'zod/mini';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, type ReviewDraft } from '@storefront/core/reviews';
import type { TFunction } from '../../../lib/i18n';
import type { ReviewFieldErrors, ReviewFormValues } from './review-form-values';

export { errorsAfterChange, type ReviewFieldErrors, type ReviewFormValues } from './review-form-values';

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


/** The draft ready to send, or each field's translated message. */
export function readReviewForm(
  t: TFunction,
  values: ReviewFormValues,
): { readonly ok: true; readonly draft: ReviewDraft } | { readonly ok: false; readonly errors: ReviewFieldErrors } {
  const parsed = reviewFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, draft: { ...parsed.data, rating: Number(parsed.data.rating) } };
  const errors: ReviewFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReviewFormValues;
    errors[field] ??= t(issue.message, { max: field === 'title' ? REVIEW_TITLE_MAX : REVIEW_BODY_MAX });
  }
  return { ok: false, errors };
}
