import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { directionOf } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import type { MyReviewRow } from '../../../lib/review-page';
import { useAppState } from '../../app-state';
import { FormMessage, refusalOf } from '../../account';
import { RatingStars } from '../../product';
import { reviewApi, type MyReviewWire } from '../api/review-api';
import { errorsAfterChange, readReviewForm, type ReviewFieldErrors, type ReviewFormValues } from '../api/review-draft';
import { ReviewFields } from '../components/review-fields';


type Mode = { readonly kind: 'view' } | { readonly kind: 'edit'; readonly id: string } | { readonly kind: 'confirm-delete'; readonly id: string };

/**
 * My Reviews: the customer's own reviews in this region, newest first, each with its product,
 * stars, text and moderation state; edit (rating, title, text) in place, delete after a question.
 */
export function MyReviewsPage({ rows: initial, localeTag }: { readonly rows: readonly MyReviewRow[]; readonly localeTag: string }) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const [rows, setRows] = useState(initial);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [draft, setDraft] = useState<ReviewFormValues>({ rating: '', title: '', body: '', language: 'en' });
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ status?: string; error?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // The form or the question takes the focus when it opens.
  useEffect(() => {
    if (mode.kind !== 'view') list.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const productName = (row: MyReviewRow) => row.product?.name ?? t('myReviews.productGone', { sku: row.review.sku });

  const startEdit = (review: MyReviewWire) => {
    setDraft({ rating: String(review.rating), title: review.title, body: review.body, language: review.language });
    setErrors({});
    setMessage({});
    setMode({ kind: 'edit', id: review.id });
  };

  const save = (event: FormEvent<HTMLFormElement>, review: MyReviewWire) => {
    event.preventDefault();
    if (pending) return;
    const read = readReviewForm(t, draft);
    if (!read.ok) {
      setErrors(read.errors);
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPending(true);
    setMessage({});
    reviewApi.edit(region, review.id, read.draft).then(
      (saved) => {
        setPending(false);
        setRows((current) => current.map((row) => (row.review.id === saved.id ? { ...row, review: saved } : row)));
        setMode({ kind: 'view' });
        setMessage({ status: t(saved.status === 'published' ? 'myReviews.saved' : 'myReviews.savedPending') });
        list.current?.querySelector<HTMLElement>(`#review-${saved.id} h2`)?.focus();
      },
      (error: unknown) => {
        setPending(false);
        setMessage({ error: refusalOf(t, error).form ?? t('errors.UNAVAILABLE') });
      },
    );
  };

  const remove = (row: MyReviewRow) => {
    if (pending) return;
    setPending(true);
    setMessage({});
    reviewApi.remove(region, row.review.id).then(
      (left) => {
        const kept = new Set(left.map((review) => review.id));
        setRows((current) => current.filter((candidate) => kept.has(candidate.review.id)));
        setPending(false);
        setMode({ kind: 'view' });
        setMessage({ status: t('myReviews.deleted', { product: productName(row) }) });
        heading.current?.focus();
      },
      (error: unknown) => {
        setPending(false);
        setMessage({ error: refusalOf(t, error).form ?? t('errors.UNAVAILABLE') });
      },
    );
  };

  return (
    <section className="account-page my-reviews" aria-labelledby="account-heading" data-testid="my-reviews">
      <h1 id="account-heading" ref={heading} tabIndex={-1}>
        {t('account.entries.my-reviews')}
      </h1>
      <FormMessage error={message.error} status={message.status} />
      {rows.length === 0 ? (
        <div className="account-card account-card--empty" data-testid="my-reviews-empty">
          <h2>{t('myReviews.empty')}</h2>
          <p>{t('myReviews.emptyText')}</p>
          <Link to={`/${localeTag}/account/my-orders`}>{t('myReviews.myOrders')}</Link>
        </div>
      ) : (
        <>
          <p>{t('myReviews.intro')}</p>
          <ul ref={list} className="my-reviews__list" aria-label={t('myReviews.list')}>
            {rows.map((row) => {
              const { review } = row;
              const name = productName(row);
              return (
                <li key={review.id} id={`review-${review.id}`} className="account-card my-review" data-testid="my-review" data-status={review.status} data-sku={review.sku}>
                  <div className="my-review__product">
                    {row.product?.imageUrl ? <img src={row.product.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
                    <h2 tabIndex={-1}>{row.product ? <Link to={row.product.href}>{name}</Link> : name}</h2>
                  </div>
                  <p className={`my-review__status my-review__status--${review.status}`} data-testid="my-review-status">
                    <span className="visually-hidden">{t('myReviews.statusLabel')}: </span>
                    {t(`myReviews.status.${review.status}`)}
                  </p>
                  {mode.kind === 'edit' && mode.id === review.id ? (
                    <form className="my-review__form" noValidate onSubmit={(event) => save(event, review)} data-testid="my-review-form">
                      <ReviewFields
                        values={draft}
                        errors={errors}
                        onChange={(next) => {
                          setErrors(errorsAfterChange(errors, draft, next));
                          setDraft(next);
                        }}
                      />
                      <div className="form-actions">
                        <button type="submit" className="button" aria-disabled={pending || undefined}>
                          {pending ? t('myReviews.saving') : t('myReviews.save')}
                        </button>
                        <button type="button" className="button button--quiet" data-autofocus onClick={() => setMode({ kind: 'view' })}>
                          {t('myReviews.cancel')}
                        </button>
                      </div>
                    </form>
                  ) : (
                    <div lang={review.language} dir={directionOf(review.language)} className="my-review__text">
                      <RatingStars rating={review.rating} />
                      <h3 className="review__title">{review.title}</h3>
                      <p className="review__body">{review.body}</p>
                    </div>
                  )}
                  <p className="review__meta">{t('myReviews.writtenOn', { date: new Date(review.createdAt) })}</p>
                  {mode.kind === 'confirm-delete' && mode.id === review.id ? (
                    <div className="my-review__confirm" role="group" aria-labelledby={`delete-review-${review.id}`}>
                      <p id={`delete-review-${review.id}`}>{t('myReviews.confirmDelete', { product: name })}</p>
                      <div className="form-actions">
                        <button type="button" className="button" aria-disabled={pending || undefined} onClick={() => remove(row)} data-testid="my-review-confirm-delete">
                          {pending ? t('myReviews.deleting') : t('myReviews.confirm')}
                        </button>
                        <button type="button" className="button button--quiet" data-autofocus onClick={() => setMode({ kind: 'view' })}>
                          {t('myReviews.keep')}
                        </button>
                      </div>
                    </div>
                  ) : (
                    mode.kind !== 'edit' || mode.id !== review.id ? (
                      <div className="form-actions">
                        <button type="button" className="button button--quiet" aria-label={t('myReviews.editNamed', { product: name })} onClick={() => startEdit(review)} data-testid="my-review-edit">
                          {t('myReviews.edit')}
                        </button>
                        <button
                          type="button"
                          className="button button--quiet"
                          aria-label={t('myReviews.deleteNamed', { product: name })}
                          onClick={() => {
                            setMessage({});
                            setMode({ kind: 'confirm-delete', id: review.id });
                          }}
                          data-testid="my-review-delete"
                        >
                          {t('myReviews.delete')}
                        </button>
                      </div>
                    ) : null
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
