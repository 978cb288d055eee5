import { useId } from 'react';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@storefront/core/reviews';
import { useTranslation } from '../../../lib/i18n';
import type { ReviewFieldErrors, ReviewFormValues } from '../api/review-form-values';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The stars as five radio buttons in one group ("3 stars" each, read out), drawn as stars lit up to
 * the choice. They run from the start of the line, so in Arabic the first star is on the right, and
 * the arrow keys move through them as through any radio group.
 */
export function RatingInput({ value, onChange, error }: { readonly value: string; readonly onChange: (value: string) => void; readonly error?: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = Number(value) || 0;
  return (
    <fieldset className={`rating-input ${error ? 'field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined} data-testid="rating-input">
      <legend className="field__label">{t('reviewForm.rating')}</legend>
      <div className="rating-input__stars">
        {STARS.map((star) => (
          <label key={star} className={`rating-input__star ${star <= chosen ? 'rating-input__star--lit' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name="rating"
              value={star}
              checked={chosen === star}
              onChange={() => onChange(String(star))}
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviewForm.stars', { count: star })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Rating, title and text, each with its message; shared by the product page's form and My Reviews' edit. */
export function ReviewFields({
  values,
  errors,
  onChange,
}: {
  readonly values: ReviewFormValues;
  readonly errors: ReviewFieldErrors;
  readonly onChange: (values: ReviewFormValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: 'title' | 'body') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `${id}-${name}-error` : '', name === 'body' ? `${id}-body-hint` : ''].filter(Boolean).join(' ') || undefined,
  });
  return (
    <>
      <RatingInput value={values.rating} error={errors.rating} onChange={(rating) => onChange({ ...values, rating })} />
      <div className={`field ${errors.title ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-title`}>
          {t('reviewForm.title')}
        </label>
        <input {...field('title')} className="field__input" maxLength={REVIEW_TITLE_MAX + 50} value={values.title} onChange={(event) => onChange({ ...values, title: event.target.value })} />
        {errors.title && (
          <p className="field__error" id={`${id}-title-error`}>
            {errors.title}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-language`}>
          {t('reviewForm.language')}
        </label>
        <select
          id={`${id}-language`}
          name="language"
          className="field__input"
          value={values.language}
          onChange={(event) => onChange({ ...values, language: event.target.value === 'ar' ? 'ar' : 'en' })}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="ar" lang="ar">
            العربية
          </option>
        </select>
      </div>
      <div className={`field ${errors.body ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-body`}>
          {t('reviewForm.body')}
        </label>
        <textarea {...field('body')} className="field__input review-fields__body" rows={5} value={values.body} onChange={(event) => onChange({ ...values, body: event.target.value })} />
        <p className="field__hint" id={`${id}-body-hint`}>
          {t('reviewForm.bodyHint', { max: REVIEW_BODY_MAX })}
        </p>
        {errors.body && (
          <p className="field__error" id={`${id}-body-error`}>
            {errors.body}
          </p>
        )}
      </div>
    </>
  );
}
