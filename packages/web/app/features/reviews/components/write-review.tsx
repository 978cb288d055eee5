import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import type { ReviewAccess } from '../../../lib/review-page';
import { useHydrated } from '../../../lib/use-hydrated';
import { FormMessage, openAuth, refusalOf } from '../../account';
import { errorsAfterChange, type ReviewFieldErrors, type ReviewFormValues } from '../api/review-form-values';
import { ReviewFields } from './review-fields';


/** The place the order page's "Write a review" links lead to. */
export const WRITE_REVIEW_ANCHOR = 'write-review';

interface WriteReviewProps {
  readonly access: ReviewAccess;
  readonly sku: string;
  readonly language: Language;
  readonly region: Region;
  readonly localeTag: string;
}

/**
 * The product page's "Write a review": the form for a signed-in verified buyer who has not reviewed
 * the piece; for a guest, a way to sign in; for anybody else, why not. After sending, a published
 * review is listed at once (the page's data is read again) and a pending one is said to wait.
 */
export function WriteReview({ access, sku, language, region, localeTag }: WriteReviewProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const empty: ReviewFormValues = { rating: '', title: '', body: '', language };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ status?: string; error?: string }>({});

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
      .catch((error: unknown) => {
        setPending(false);
        setMessage({ error: refusalOf(t, error).form ?? t('errors.UNAVAILABLE') });
      });
  };

  return (
    <section className="write-review" id={WRITE_REVIEW_ANCHOR} aria-labelledby="write-review-heading" data-testid="write-review" data-access={access.kind}>
      <h3 id="write-review-heading">{t('reviewForm.heading')}</h3>
      <FormMessage error={message.error} status={message.status} />
      {access.kind === 'guest' && (
        <p>
          <a
            href={`/${localeTag}/account`}
            className="button button--quiet"
            data-testid="write-review-sign-in"
            onClick={(event) => {
              event.preventDefault();
              openAuth('sign-in');
            }}
          >
            {t('reviewForm.signIn')}
          </a>{' '}
          <span className="write-review__note">{t('reviewForm.signInText')}</span>
        </p>
      )}
      {access.kind === 'not-a-buyer' && (
        <p className="write-review__note" data-testid="write-review-not-buyer">
          {t('reviewForm.notBuyer')}
        </p>
      )}
      {access.kind === 'already-reviewed' && (
        <p className="write-review__note" data-testid="write-review-done">
          {t('reviewForm.alreadyReviewed')} <a href={`/${localeTag}/account/my-reviews#review-${access.reviewId}`}>{t('reviewForm.editInMyReviews')}</a>
        </p>
      )}
      {access.kind === 'eligible' && (
        <form className="write-review__form" noValidate onSubmit={submit} data-testid="write-review-form">
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
            <button type="submit" className="button" disabled={!hydrated} aria-disabled={pending || undefined}>
              {pending ? t('reviewForm.sending') : t('reviewForm.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
