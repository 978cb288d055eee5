import { useTranslation } from '../../../lib/i18n';

/** Five stars filled to the rating, read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(5, rating)) * 20;
  return (
    <span className="stars" role="img" aria-label={t('reviews.rated', { rating })}>
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__filled" aria-hidden="true" style={{ inlineSize: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
