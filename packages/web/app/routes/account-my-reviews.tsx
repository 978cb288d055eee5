import type { Route } from './+types/account-my-reviews';
import { MyReviewsPage } from '../features/reviews';
import { sessionOf } from '../features/shell';
import { accountEntryMeta } from '../lib/account-page';
import { translationsMiddleware, type TranslationsHandle } from '../lib/i18n';
import { localeOf } from '../lib/my-orders.server';
import { myReviewRows } from '../lib/reviews.server';
import type { AccountHandle } from './account';

export const handle: AccountHandle & TranslationsHandle = { accountEntry: 'my-reviews', translations: ['reviews'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('reviews')];

/** `/{locale}/account/my-reviews`: the signed-in customer's reviews in this region with their products (a guest gets the area's sign-in form). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.locale);
  return { rows: await myReviewRows(sessionOf(request), context, locale), localeTag: `${locale.language}-${locale.region}` };
}

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountMyReviewsRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.rows && <MyReviewsPage rows={loaderData.rows} localeTag={loaderData.localeTag} />;
}
