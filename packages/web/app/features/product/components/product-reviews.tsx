import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { directionOf } from '@storefront/core/locale';
import { REVIEW_SORTS, averageRating, groupReviewsByLanguage, type ReviewSort } from '@storefront/core/reviews';
import { useAppState } from '../../app-state';
import type { ReviewsSection, ReviewView } from '../api/review-pages';
import { RatingStars } from './rating-stars';

import { REVIEW_PAGE_PARAM, REVIEW_SORT_PARAM, REVIEW_WRITTEN_PARAM } from '../../../lib/seo';

/** The product page's address with another review sort or page; the first page and the default sort are left out, and the thanks for a review just written. */
export function reviewsHref(search: string, sort: ReviewSort, page: number): string {
  const params = new URLSearchParams(search);
  params.delete(REVIEW_SORT_PARAM);
  params.delete(REVIEW_PAGE_PARAM);
  params.delete(REVIEW_WRITTEN_PARAM);
  if (sort !== 'recent') params.set(REVIEW_SORT_PARAM, sort);
  if (page > 1) params.set(REVIEW_PAGE_PARAM, String(page));
  return `?${params.toString()}#reviews`;
}

/** Stars, average and count beside the product's name. */
export function ReviewSummaryLine({ summationOfRatings, numberOfReviews }: { summationOfRatings: number; numberOfReviews: number }) {
  const { t } = useTranslation();
  const average = averageRating({ summationOfRatings, numberOfReviews });
  if (numberOfReviews === 0) return <p className="review-summary">{t('reviews.none')}</p>;
  return (
    <p className="review-summary" data-testid="review-summary">
      <RatingStars rating={average} />
      <span className="review-summary__average">{t('reviews.average', { average })}</span>
      <a href="#reviews">{t('reviews.count', { count: numberOfReviews })}</a>
    </p>
  );
}

/** One review; one written in the other language says so, in the page's language. */
function ReviewItem({ review, pageLanguage, under }: { review: ReviewView; pageLanguage: ReviewView['language']; under: 'section' | 'group' }) {
  const { t } = useTranslation();
  const Title = under === 'group' ? 'h4' : 'h3';
  return (
    <li className="review" lang={review.language} dir={directionOf(review.language)} data-rating={review.rating} data-testid="review">
      <RatingStars rating={review.rating} />
      {review.language !== pageLanguage && (
        <p className="review__language" lang={pageLanguage} dir={directionOf(pageLanguage)} data-testid="review-language">
          {t(`reviewList.writtenIn.${review.language}`)}
        </p>
      )}
      <Title className="review__title">{review.title}</Title>
      <p className="review__body">{review.body}</p>
      <p className="review__meta">
        <bdi>{review.authorName}</bdi> · <bdi><time dateTime={review.createdAt}>{t('reviews.date', { date: new Date(review.createdAt) })}</time></bdi>
      </p>
    </li>
  );
}

/**
 * The review list with its four sorts (links, so they work before the page's script and survive a
 * reload) and its pages. The core orders the reviews: the page's language first, each language in
 * the sort's order (decision 1340); the page shows each language's run as a list of its own, the
 * other language's headed as such and each of its reviews marked.
 */
export function ProductReviews({ section, search, write }: { section: ReviewsSection | null; search: string; write?: ReactNode }) {
  const { t } = useTranslation();
  const pageLanguage = useAppState((state) => state.language);
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('reviews.heading')}</h2>
      {write}
      {section === null ? (
        <p>{t('reviews.unavailable')}</p>
      ) : (
        <>
          <nav className="reviews__sorts" aria-label={t('reviews.sortLabel')}>
            <span className="reviews__sorts-label" aria-hidden="true">
              {t('reviews.sortLabel')}
            </span>
            <ul>
              {REVIEW_SORTS.map((sort) => (
                <li key={sort}>
                  <Link
                    to={reviewsHref(search, sort, 1)}
                    preventScrollReset
                    aria-current={sort === section.sort ? 'true' : undefined}
                    data-testid={`review-sort-${sort}`}
                  >
                    {t(`reviews.sort.${sort}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {section.reviews.length === 0 ? (
            <p>{t('reviews.empty')}</p>
          ) : (
            <div className="reviews__groups" data-testid="review-list" data-sort={section.sort}>
              {groupReviewsByLanguage(section.reviews, pageLanguage).map((group, index) => (
                <div key={`${group.language}-${index}`} className="reviews__group" data-language={group.language} data-testid="review-group">
                  {!group.pageLanguage && (
                    <h3 className="reviews__group-heading" data-testid="review-group-heading">
                      {t(`reviewList.otherLanguage.${group.language}`)}
                    </h3>
                  )}
                  <ol className="reviews__list">
                    {group.reviews.map((review) => (
                      <ReviewItem key={review.id} review={review} pageLanguage={pageLanguage} under={group.pageLanguage ? 'section' : 'group'} />
                    ))}
                  </ol>
                </div>
              ))}
            </div>
          )}
          {section.pageCount > 1 && (
            <nav className="reviews__pages" aria-label={t('reviews.pages')}>
              {section.page > 1 && (
                <Link to={reviewsHref(search, section.sort, section.page - 1)} preventScrollReset rel="prev" className="reviews__page-link reviews__page-link--previous">
                  {t('reviews.previous')}
                </Link>
              )}
              <span>{t('reviews.pageOf', { page: section.page, pageCount: section.pageCount })}</span>
              {section.page < section.pageCount && (
                <Link to={reviewsHref(search, section.sort, section.page + 1)} preventScrollReset rel="next" className="reviews__page-link reviews__page-link--next">
                  {t('reviews.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
