import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { errorsAfterChange, type PostedReview, type ReviewFieldErrors, type ReviewFormValues } from '../api/review-form-values';
import { ReviewFields } from './review-fields';

interface ReviewFormProps {
  readonly sku: string;
  readonly language: Language;
  readonly region: Region;
  /** Where the form posts without a script: the page itself, back at the form. */
  readonly action: string;
  /** What the page answered to the form posted without a script, if it was: the form as it was sent. */
  readonly posted: PostedReview;
  /**
   * Says how sending went, above the form. The message is the section's, not the form's: once the
   * review is written the page is read again, the form gives way to "already reviewed", and the
   * thanks stay.
   */
  readonly onMessage: (message: { status?: string; error?: string }) => void;
  /** The form's name as a lazily loaded part (`data-lazy-part`), for the browser to fetch its code before the page hydrates. */
  readonly part: string;
}

/**
 * The form a signed-in verified buyer who has not reviewed the piece writes in: a plain post to the
 * page, which its action answers (decision 1462), so it works before the page's scripts have run
 * and without them; once they have, it sends to the API. After sending, a published review is
 * listed at once (the page's data is read again) and a pending one is said to wait. Its code loads
 * only where it is shown (decision 1470).
 */
export function ReviewForm({ sku, language, region, action, posted, onMessage: setMessage, part }: ReviewFormProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const empty: ReviewFormValues = { rating: '', title: '', body: '', language };
  const [values, setValues] = useState(posted.values ?? empty);
  const [errors, setErrors] = useState<ReviewFieldErrors>(posted.errors);
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    setMessage({});
    // The check and the API's reader (zod) load when the shopper sends, not with the product page.
    Promise.all([import('../api/review-draft'), import('../api/review-api')])
      .then(([{ readReviewForm }, { reviewApi }]) => {
        const read = readReviewForm(t, values);
        if (!read.ok) {
          setPending(false);
          setErrors(read.errors);
          // After the render that marks the fields.
          requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          return;
        }
        setErrors({});
        return reviewApi.write(region, sku, read.draft).then((review) => {
          setPending(false);
          setValues(empty);
          setMessage({ status: t(review.status === 'published' ? 'reviewForm.published' : 'reviewForm.pending') });
          void revalidator.revalidate();
        });
      })
      .catch(async (error: unknown) => {
        // The refusals' words load with the refusal: a product page's first visit does without them (decision 1463).
        const refusal = await import('../../account/lazy/form-refusals').then(({ refusalOf }) => refusalOf(t, error).form).catch(() => undefined);
        setPending(false);
        setMessage({ error: refusal ?? t('errors.UNAVAILABLE') });
      });
  };

  return (
    <form className="write-review__form" method="post" action={action} noValidate onSubmit={submit} data-testid="write-review-form" data-lazy-part={part}>
      <p className="write-review__note">{t('reviewForm.intro')}</p>
      <ReviewFields
        values={values}
        errors={errors}
        onChange={(next) => {
          setErrors(errorsAfterChange(errors, values, next));
          setValues(next);
        }}
      />
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {pending ? t('reviewForm.sending') : t('reviewForm.submit')}
        </button>
      </div>
    </form>
  );
}
