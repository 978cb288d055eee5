import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { myReviewAnchor, WRITE_REVIEW_ANCHOR } from '../../../lib/review-anchors';
import type { OrderReviewTarget } from '../../../lib/review-page';


/**
 * Below a line of a delivered order: "Write a review", leading to the product page's form, or,
 * once written, to the review in My Reviews. Nothing for a line whose product the core offers no
 * review of (an order not delivered, a piece no longer sold).
 */
export function OrderReviewLink({ target, localeTag }: { readonly target: OrderReviewTarget | undefined; readonly localeTag: string }) {
  const { t } = useTranslation();
  if (!target) return null;
  return target.reviewId === null ? (
    <Link className="order-line__review" to={`${target.href}#${WRITE_REVIEW_ANCHOR}`} aria-label={t('orderReview.writeNamed', { product: target.name })} data-testid="order-line-review">
      {t('orderReview.write')}
    </Link>
  ) : (
    <Link
      className="order-line__review"
      to={`/${localeTag}/account/my-reviews#${myReviewAnchor(target.reviewId)}`}
      aria-label={t('orderReview.reviewedNamed', { product: target.name })}
      data-testid="order-line-reviewed"
    >
      {t('orderReview.reviewed')}
    </Link>
  );
}
