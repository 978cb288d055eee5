import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { directionOf } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { myReviewAnchor } from '../../../lib/review-anchors';
import { myReviewAskHref, type MyReviewRow, type MyReviewsAnswer, type MyReviewsDone, type MyReviewsMode } from '../../../lib/review-page';
import { useAppState } from '../../app-state';
import { FormMessage, refusalOf } from '../../account';
import { RatingStars } from '../../product';
import { reviewApi, type MyReviewWire } from '../api/review-api';
import { errorsAfterChange, readReviewForm, type ReviewFieldErrors, type ReviewFormValues } from '../api/review-draft';
import { ReviewFields } from '../components/review-fields';

interface MyReviewsPageProps {
  readonly rows: readonly MyReviewRow[];
  readonly localeTag: string;
  /** What the address asks to show first (`?edit=ID`, `?delete=ID`). */
  readonly mode?: MyReviewsMode | undefined;
  /** How the last post without a script went, once the page was read again. */
  readonly done?: MyReviewsDone | undefined;
  /** The page's answer to a form posted without a script and refused. */
  readonly answer?: MyReviewsAnswer | undefined;
}

const DONE_TEXT: Readonly<Record<MyReviewsDone, string>> = { saved: 'myReviews.saved', 'saved-pending': 'myReviews.savedPending', deleted: 'myReviews.deletedOne' };

/** The draft of a review's edit form: the review as it is. */
const draftOf = (review: MyReviewWire): ReviewFormValues => ({ rating: String(review.rating), title: review.title, body: review.body, language: review.language });

/**
 * My Reviews: the customer's own reviews in this region, newest first, each with its product,
 * stars, text and moderation state; edit (rating, title, text) in place, delete after a question.
 * Edit and Delete are links and the form and the question post to the page, so both work before
 * and without the page's scripts (decision 1471); once they run, the page sends to the API.
 */
export function MyReviewsPage({ rows: initial, localeTag, mode: asked = { kind: 'view' }, done, answer }: MyReviewsPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const region = useAppState((state) => state.region);
  const [rows, setRows] = useState(initial);
  const [mode, setMode] = useState<MyReviewsMode>(answer === undefined ? asked : { kind: answer.kind === 'edit-refused' ? 'edit' : 'confirm-delete', id: answer.id });
  const [draft, setDraft] = useState<ReviewFormValues>(() => {
    if (answer?.kind === 'edit-refused') return answer.values;
    const editing = asked.kind === 'edit' ? initial.find((row) => row.review.id === asked.id) : undefined;
    return editing ? draftOf(editing.review) : { rating: '', title: '', body: '', language: 'en' };
  });
  const [errors, setErrors] = useState<ReviewFieldErrors>(answer?.kind === 'edit-refused' ? answer.fieldErrors : {});
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ status?: string; error?: string }>(() => {
    if (answer?.formError !== undefined) return { error: answer.formError };
    return done === undefined ? {} : { status: t(DONE_TEXT[done]) };
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // The form or the question takes the focus when it opens.
  useEffect(() => {
    if (mode.kind !== 'view') list.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const productName = (row: MyReviewRow) => row.product?.name ?? t('myReviews.productGone', { sku: row.review.sku });

  const startEdit = (review: MyReviewWire) => {
    setDraft(draftOf(review));
    setErrors({});
    setMessage({});
    setMode({ kind: 'edit', id: review.id });
  };

  /** Cancel and Keep it: links to the page as it is, which with scripts close the form or the question in place. */
  const backToView = (event: MouseEvent) => {
    event.preventDefault();
    setMode({ kind: 'view' });
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
        list.current?.querySelector<HTMLElement>(`#${myReviewAnchor(saved.id)} h2`)?.focus();
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
                <li key={review.id} id={myReviewAnchor(review.id)} className="account-card my-review" data-testid="my-review" data-status={review.status} data-sku={review.sku}>
                  <div className="my-review__product">
                    {row.product?.imageUrl ? <img src={row.product.imageUrl} alt="" width={64} height={64} loading="lazy" /> : null}
                    <h2 tabIndex={-1}>{row.product ? <Link to={row.product.href}>{name}</Link> : name}</h2>
                  </div>
                  <p className={`my-review__status my-review__status--${review.status}`} data-testid="my-review-status">
                    <span className="visually-hidden">{t('myReviews.statusLabel')}: </span>
                    {t(`myReviews.status.${review.status}`)}
                  </p>
                  {mode.kind === 'edit' && mode.id === review.id ? (
                    <form
                      className="my-review__form"
                      method="post"
                      action={myReviewAskHref(pathname, 'edit', review.id)}
                      noValidate
                      onSubmit={(event) => save(event, review)}
                      data-testid="my-review-form"
                    >
                      <input type="hidden" name="intent" value="edit" />
                      <input type="hidden" name="review" value={review.id} />
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
                        <Link to={pathname} className="button button--quiet" data-autofocus onClick={backToView}>
                          {t('myReviews.cancel')}
                        </Link>
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
                    <form
                      className="my-review__confirm"
                      method="post"
                      action={pathname}
                      aria-labelledby={`delete-review-${review.id}`}
                      onSubmit={(event) => {
                        event.preventDefault();
                        remove(row);
                      }}
                    >
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="review" value={review.id} />
                      <p id={`delete-review-${review.id}`}>{t('myReviews.confirmDelete', { product: name })}</p>
                      <div className="form-actions">
                        <button type="submit" className="button" aria-disabled={pending || undefined} data-testid="my-review-confirm-delete">
                          {pending ? t('myReviews.deleting') : t('myReviews.confirm')}
                        </button>
                        <Link to={pathname} className="button button--quiet" data-autofocus onClick={backToView}>
                          {t('myReviews.keep')}
                        </Link>
                      </div>
                    </form>
                  ) : (
                    mode.kind !== 'edit' || mode.id !== review.id ? (
                      <div className="form-actions">
                        <Link
                          to={myReviewAskHref(pathname, 'edit', review.id)}
                          className="button button--quiet"
                          aria-label={t('myReviews.editNamed', { product: name })}
                          onClick={(event) => {
                            event.preventDefault();
                            startEdit(review);
                          }}
                          data-testid="my-review-edit"
                        >
                          {t('myReviews.edit')}
                        </Link>
                        <Link
                          to={myReviewAskHref(pathname, 'delete', review.id)}
                          className="button button--quiet"
                          aria-label={t('myReviews.deleteNamed', { product: name })}
                          onClick={(event) => {
                            event.preventDefault();
                            setMessage({});
                            setMode({ kind: 'confirm-delete', id: review.id });
                          }}
                          data-testid="my-review-delete"
                        >
                          {t('myReviews.delete')}
                        </Link>
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
