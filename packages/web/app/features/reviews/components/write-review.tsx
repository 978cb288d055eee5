import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import type { Language, Region } from '@storefront/core/locale';
import { lazyComponent } from '../../../lib/lazy-component';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { myReviewAnchor, WRITE_REVIEW_ANCHOR } from '../../../lib/review-anchors';
import type { ReviewAccess, ReviewFormAnswer } from '../../../lib/review-page';
import { FormMessage, openAuth } from '../../account';
import type { PostedReview } from '../api/review-form-values';
export { WRITE_REVIEW_ANCHOR } from '../../../lib/review-anchors';

/**
 * The form itself, for a verified buyer: most visitors are guests or have nothing to review, so its
 * code (the fields, the sending) stays out of a product page's first load (decision 1470). The
 * server renders it in place, and the browser fetches its code before the page hydrates where the
 * page shows it.
 */
const REVIEW_FORM_PART = 'review-form';
const ReviewForm = lazyComponent(() => import('../lazy/review-form').then((module) => module.ReviewForm), { part: REVIEW_FORM_PART });

/** What the page's answer to a posted form shows: the message above the form, and the form as it was sent. */
function answered(t: TFunction, answer: ReviewFormAnswer | undefined): PostedReview {
  if (answer === undefined) return { message: {}, errors: {} };
  if (answer.kind === 'written') return { message: { status: t(answer.published ? 'reviewForm.published' : 'reviewForm.pending') }, errors: {} };
  return { message: answer.formError === undefined ? {} : { error: answer.formError }, values: answer.values, errors: answer.fieldErrors };
}

interface WriteReviewProps {
  readonly access: ReviewAccess;
  readonly sku: string;
  readonly language: Language;
  readonly region: Region;
  readonly localeTag: string;
  /** The page's answer to the form posted without a script (the route's action), if it was. */
  readonly answer?: ReviewFormAnswer | undefined;
}

/**
 * The product page's "Write a review": the form for a signed-in verified buyer who has not reviewed
 * the piece; for a guest, a way to sign in; for anybody else, why not, with the answer to a form
 * posted without a script (a review written, or a refusal).
 */
export function WriteReview({ access, sku, language, region, localeTag, answer }: WriteReviewProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const posted = answered(t, answer);
  const [message, setMessage] = useState(posted.message);

  return (
    <section className="write-review" id={WRITE_REVIEW_ANCHOR} aria-labelledby="write-review-heading" data-testid="write-review" data-access={access.kind}>
      <h3 id="write-review-heading">{t('reviewForm.heading')}</h3>
      <FormMessage error={message.error} status={message.status} />
      {access.kind === 'eligible' && (
        <Suspense fallback={null}>
          <ReviewForm sku={sku} language={language} region={region} action={`${pathname}${search}#${WRITE_REVIEW_ANCHOR}`} posted={posted} onMessage={setMessage} part={REVIEW_FORM_PART} />
        </Suspense>
      )}
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
          {t('reviewForm.alreadyReviewed')} <a href={`/${localeTag}/account/my-reviews#${myReviewAnchor(access.reviewId)}`}>{t('reviewForm.editInMyReviews')}</a>
        </p>
      )}
    </section>
  );
}
