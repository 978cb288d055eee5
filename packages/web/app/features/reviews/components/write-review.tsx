import { useState, type FormEvent } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import type { ReviewAccess, ReviewFormAnswer } from '../../../lib/review-page';
import { FormMessage, openAuth } from '../../account';
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
  /** The page's answer to the form posted without a script (the route's action), if it was. */
  readonly answer?: ReviewFormAnswer | undefined;
}

/** What the page's answer to a posted form shows: the message above the form, and the form as it was sent. */
function answered(t: TFunction, answer: ReviewFormAnswer | undefined): { readonly message: { status?: string; error?: string }; readonly values?: ReviewFormValues; readonly errors: ReviewFieldErrors } {
  if (answer === undefined) return { message: {}, errors: {} };
  if (answer.kind === 'written') return { message: { status: t(answer.published ? 'reviewForm.published' : 'reviewForm.pending') }, errors: {} };
  return { message: answer.formError === undefined ? {} : { error: answer.formError }, values: answer.values, errors: answer.fieldErrors };
}

/**
 * The product page's "Write a review": the form for a signed-in verified buyer who has not reviewed
 * the piece; for a guest, a way to sign in; for anybody else, why not. After sending, a published
 * review is listed at once (the page's data is read again) and a pending one is said to wait.
 * The form is a plain post to the page, which its action answers (decision 1462), so it works
 * before the page's scripts have run and without them; once they have, it sends to the API.
 */
export function WriteReview({ access, sku, language, region, localeTag, answer }: WriteReviewProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const empty: ReviewFormValues = { rating: '', title: '', body: '', language };
  const posted = answered(t, answer);
  const [values, setValues] = useState(posted.values ?? empty);
  const [errors, setErrors] = useState<ReviewFieldErrors>(posted.errors);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ status?: string; error?: string }>(posted.message);

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
        <form className="write-review__form" method="post" action={`${pathname}${search}#${WRITE_REVIEW_ANCHOR}`} noValidate onSubmit={submit} data-testid="write-review-form">
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
      )}
    </section>
  );
}
