// Loaders only (a `.server` module never reaches the browser): the review form's access, My Reviews
// and an order's review links, read through the core's use cases for the customer the session
// signs in, never a port.
import type { RouterContextProvider } from 'react-router';
import { myReviewOf } from '@storefront/contract';
import type { Language, Locale } from '@storefront/core/locale';
import type { OrderDetail } from '@storefront/core/order';
import type { ReviewDraft } from '@storefront/core/reviews';
import { myReviewAnchor } from './review-anchors';
import { MY_REVIEWS_DONE, MY_REVIEWS_PARAMS, type MyReviewRow, type MyReviewsAnswer, type MyReviewsDone, type MyReviewsMode, type OrderReviewTarget, type ReviewAccess, type ReviewFormAnswer, type ReviewFormValues } from './review-page';
import { i18nFor, tOf } from './i18n';
import { storefrontContext } from './load-context';
import { pageError } from './page-error';
import { productHref, REVIEW_WRITTEN_PARAM } from './seo';
import { signedInCustomer, type SessionRequest } from './signed-in.server';

type LoaderContext = Readonly<RouterContextProvider>;

/**
 * What the product page's "Write a review" shows: a guest's sign-in, or the core's answer for the
 * signed-in customer (`WriteReview.eligibility`); `null` when that cannot be read (the page shows
 * no form rather than failing).
 */
export async function reviewAccessOf(session: SessionRequest, context: LoaderContext, locale: Locale, sku: string): Promise<ReviewAccess | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return { kind: 'guest' };
  return context
    .get(storefrontContext)
    .writeReview.eligibility(locale.region, customer.id, sku)
    .match(
      (eligibility): ReviewAccess | null => eligibility,
      (error) => {
        console.error('Failed to read whether the customer may review the product:', error);
        return null;
      },
    );
}

/**
 * The product page's review form as posted without a script: each field as text, cut to a length
 * no review the core accepts reaches (so an oversized post is refused as too long, not stored); a
 * language other than the two the store writes in is the page's.
 */
export function postedReview(form: FormData, pageLanguage: Language): ReviewFormValues {
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  const language = form.get('language');
  return {
    rating: text('rating', 8),
    title: text('title', 1_000),
    body: text('body', 20_000),
    language: language === 'en' || language === 'ar' ? language : pageLanguage,
  };
}

/** The words of the core's refusal of a form posted without a script, in the page's language. */
function refusalText(locale: Locale, code: string): string {
  const t = tOf(i18nFor(locale));
  return t(`errors.${code}`, { defaultValue: t('errors.UNAVAILABLE') });
}

/**
 * Writes the review the page's form posted, already read by the form's own check, for the customer
 * the session signs in, through the core's `WriteReview` as the API's route does: the review
 * written, or the form again with the core's refusal in the page's language (a guest, a shopper who
 * did not receive the piece, a second review).
 */
export async function writeReviewFromPage(
  session: SessionRequest,
  context: LoaderContext,
  locale: Locale,
  sku: string,
  draft: ReviewDraft,
  values: ReviewFormValues,
): Promise<ReviewFormAnswer> {
  const refused = (code: string): ReviewFormAnswer => ({ kind: 'refused', values, fieldErrors: {}, formError: refusalText(locale, code) });
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return refused('SIGNED_OUT');
  return context
    .get(storefrontContext)
    .writeReview.execute({ region: locale.region, customerId: customer.id, sku, draft })
    .match(
      (review): ReviewFormAnswer => ({ kind: 'written', published: review.status === 'published' }),
      (error) => {
        if (error.code !== 'REVIEW_NOT_VERIFIED_BUYER' && error.code !== 'REVIEW_ALREADY_WRITTEN' && error.code !== 'INVALID') console.error('Failed to write a review from the product page:', error);
        return refused(error.code);
      },
    );
}

/**
 * Where the page sends the shopper once a review posted without a script is written: the same
 * page, read again (a reload then posts nothing), saying how it went, back at the form.
 */
export function reviewWrittenLocation(pageUrl: URL, published: boolean, anchor: string): string {
  const query = new URLSearchParams(pageUrl.search);
  query.set(REVIEW_WRITTEN_PARAM, published ? 'published' : 'pending');
  return `${pageUrl.pathname}?${query.toString()}#${anchor}`;
}

/**
 * The answer to show after that: the review written, as the address says, only to a customer who
 * has indeed reviewed the piece; an address passed on to anyone else shows no thanks.
 */
export function reviewWrittenAnswer(pageUrl: URL, access: ReviewAccess | null): ReviewFormAnswer | undefined {
  const written = pageUrl.searchParams.get(REVIEW_WRITTEN_PARAM);
  if (access?.kind !== 'already-reviewed' || (written !== 'published' && written !== 'pending')) return undefined;
  return { kind: 'written', published: written === 'published' };
}

/** My Reviews: the signed-in customer's reviews with their products; `null` for a guest (the account area shows the sign-in form). */
export async function myReviewRows(session: SessionRequest, context: LoaderContext, locale: Locale): Promise<readonly MyReviewRow[] | null> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return null;
  const mine = await context.get(storefrontContext).reviewProducts.mine(locale, customer.id);
  if (mine.isErr()) throw pageError(mine.error);
  return mine.value.map(({ review, product }) => ({
    review: myReviewOf(review),
    product: product && { name: product.name, href: productHref(locale, product), imageUrl: product.imageUrl },
  }));
}

/** What an address of My Reviews asks to show: a review's form or the question before deleting it, for one of the rows only. */
export function myReviewsModeOf(pageUrl: URL, rows: readonly MyReviewRow[]): MyReviewsMode {
  const mine = (id: string | null) => (id !== null && rows.some((row) => row.review.id === id) ? id : undefined);
  const edited = mine(pageUrl.searchParams.get(MY_REVIEWS_PARAMS.edit));
  if (edited !== undefined) return { kind: 'edit', id: edited };
  const deleted = mine(pageUrl.searchParams.get(MY_REVIEWS_PARAMS.delete));
  return deleted === undefined ? { kind: 'view' } : { kind: 'confirm-delete', id: deleted };
}

/** How the last post went, as the address My Reviews was sent to says. */
export function myReviewsDoneOf(pageUrl: URL): MyReviewsDone | undefined {
  const done = pageUrl.searchParams.get(MY_REVIEWS_PARAMS.done);
  return MY_REVIEWS_DONE.find((known) => known === done);
}

/** Where My Reviews sends the shopper once a post has worked: the page read again (a reload posts nothing), at the review saved. */
export function myReviewsDoneLocation(pageUrl: URL, done: MyReviewsDone, reviewId?: string): string {
  return `${pageUrl.pathname}?${MY_REVIEWS_PARAMS.done}=${done}${reviewId === undefined ? '' : `#${myReviewAnchor(encodeURIComponent(reviewId))}`}`;
}

/**
 * Saves an edit of one of the signed-in customer's reviews posted without a script, already read by
 * the form's own check, through the core's `EditMyReview` as the API's route does: how it went, or
 * the form again with the core's refusal in the page's language.
 */
export async function editMyReviewFromPage(
  session: SessionRequest,
  context: LoaderContext,
  locale: Locale,
  reviewId: string,
  draft: ReviewDraft,
  values: ReviewFormValues,
): Promise<MyReviewsDone | MyReviewsAnswer> {
  const refused = (code: string): MyReviewsAnswer => ({ kind: 'edit-refused', id: reviewId, values, fieldErrors: {}, formError: refusalText(locale, code) });
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return refused('SIGNED_OUT');
  return context
    .get(storefrontContext)
    .editMyReview.execute({ region: locale.region, customerId: customer.id, reviewId, draft })
    .match(
      (review): MyReviewsDone => (review.status === 'published' ? 'saved' : 'saved-pending'),
      (error) => {
        if (error.code !== 'NOT_FOUND' && error.code !== 'INVALID') console.error('Failed to edit a review from My Reviews:', error);
        return refused(error.code);
      },
    );
}

/** Deletes one of the signed-in customer's reviews posted without a script, through the core's `DeleteMyReview`: done, or why not. */
export async function deleteMyReviewFromPage(session: SessionRequest, context: LoaderContext, locale: Locale, reviewId: string): Promise<MyReviewsDone | MyReviewsAnswer> {
  const refused = (code: string): MyReviewsAnswer => ({ kind: 'delete-refused', id: reviewId, formError: refusalText(locale, code) });
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return refused('SIGNED_OUT');
  return context
    .get(storefrontContext)
    .deleteMyReview.execute({ region: locale.region, customerId: customer.id, reviewId })
    .match(
      (): MyReviewsDone => 'deleted',
      (error) => {
        if (error.code !== 'NOT_FOUND') console.error('Failed to delete a review from My Reviews:', error);
        return refused(error.code);
      },
    );
}

/**
 * The review links of one of the signed-in customer's orders, by product id: none unless the core
 * offers them (a delivered order); none when they cannot be read, the order page showing without them.
 */
export async function orderReviewTargets(session: SessionRequest, context: LoaderContext, locale: Locale, detail: OrderDetail): Promise<readonly OrderReviewTarget[]> {
  const customer = await signedInCustomer(session, context, locale);
  if (customer === undefined) return [];
  return context
    .get(storefrontContext)
    .reviewProducts.ofOrder(locale, customer.id, detail)
    .match(
      (targets) => targets.map((target) => ({ productId: target.productId, name: target.name, href: productHref(locale, target), reviewId: target.reviewId })),
      (error) => {
        console.error('Failed to read the order’s products to review:', error);
        return [];
      },
    );
}
