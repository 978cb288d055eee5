import { data, redirect } from 'react-router';
import type { Route } from './+types/account-my-reviews';
import { MyReviewsPage, type MyReviewsAnswer } from '../features/reviews';
import { sessionOf } from '../features/shell';
import { accountEntryMeta } from '../lib/account-page';
import { i18nFor, tOf, translationsMiddleware, type TranslationsHandle } from '../lib/i18n';
import { localeOf } from '../lib/my-orders.server';
import { refuseForeignForm } from '../lib/order-lookup.server';
import { deleteMyReviewFromPage, editMyReviewFromPage, myReviewRows, myReviewsDoneLocation, myReviewsDoneOf, myReviewsModeOf, postedReview } from '../lib/reviews.server';
import type { AccountHandle } from './account';

export const handle: AccountHandle & TranslationsHandle = { accountEntry: 'my-reviews', translations: ['reviews'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('reviews')];

/**
 * `/{locale}/account/my-reviews`: the signed-in customer's reviews in this region with their
 * products (a guest gets the area's sign-in form). `?edit=ID` opens a review's form and
 * `?delete=ID` asks before deleting it, so both work without the page's scripts (decision 1471).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.locale);
  const rows = await myReviewRows(sessionOf(request), context, locale);
  const url = new URL(request.url);
  return { rows, mode: rows ? myReviewsModeOf(url, rows) : ({ kind: 'view' } as const), done: myReviewsDoneOf(url), localeTag: `${locale.language}-${locale.region}` };
}

/**
 * My Reviews' edit and delete posted without a script (decision 1471): an edit is read by the
 * review form's own check, then both go through the core's use cases as the API's routes do. What
 * worked sends the shopper to the page read again (303), so a reload posts nothing; a refusal
 * shows the form or the question again with why. With a script the page sends to the API.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params.locale);
  refuseForeignForm(request);
  const form = await request.formData();
  const intent = form.get('intent');
  const reviewId = form.get('review');
  if (typeof reviewId !== 'string' || (intent !== 'edit' && intent !== 'delete')) throw data({ code: 'INVALID_REQUEST' }, { status: 400 });
  const url = new URL(request.url);
  let outcome: Awaited<ReturnType<typeof deleteMyReviewFromPage>>;
  if (intent === 'delete') {
    outcome = await deleteMyReviewFromPage(sessionOf(request), context, locale, reviewId);
  } else {
    const values = postedReview(form, locale.language);
    // Loaded here, as the product page's action does: no page's scripts carry the check (decision 1463).
    const { readReviewForm } = await import('../features/reviews/lazy/review-check');
    const read = readReviewForm(tOf(i18nFor(locale)), values);
    if (!read.ok) return data<MyReviewsAnswer>({ kind: 'edit-refused', id: reviewId, values, fieldErrors: read.errors }, { status: 400 });
    outcome = await editMyReviewFromPage(sessionOf(request), context, locale, reviewId, read.draft, values);
  }
  if (typeof outcome === 'string') throw redirect(myReviewsDoneLocation(url, outcome, outcome === 'deleted' ? undefined : reviewId), 303);
  return data(outcome, { status: 400 });
}

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountMyReviewsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.rows && <MyReviewsPage rows={loaderData.rows} localeTag={loaderData.localeTag} mode={loaderData.mode} done={loaderData.done} answer={actionData} />;
}
