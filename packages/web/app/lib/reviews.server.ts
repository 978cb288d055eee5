// Loaders only (a `.server` module never reaches the browser): the review form's access, My Reviews
// and an order's review links, read through the core's use cases for the customer the session
// signs in, never a port.
import type { RouterContextProvider } from 'react-router';
import { myReviewOf } from '@storefront/contract';
import type { Locale } from '@storefront/core/locale';
import type { OrderDetail } from '@storefront/core/order';
import type { MyReviewRow, OrderReviewTarget, ReviewAccess } from './review-page';
import { storefrontContext } from './load-context';
import { pageError } from './page-error';
import { productHref } from './seo';
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
