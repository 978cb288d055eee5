// What the review pages' loaders hand the reviews feature to render: the shapes both sides share.
import type { MyReviewWire } from '@storefront/contract';
import type { Language } from '@storefront/core/locale';
import { myReviewAnchor } from './review-anchors';

/** Who is looking at the product page, as the review form sees it; the core's `WriteReview.eligibility` decides the last three. */
export type ReviewAccess = { readonly kind: 'guest' } | { readonly kind: 'eligible' } | { readonly kind: 'not-a-buyer' } | { readonly kind: 'already-reviewed'; readonly reviewId: string };

/** The review form as typed: the stars as the radio's value, title and text as text. */
export interface ReviewFormValues {
  readonly rating: string;
  readonly title: string;
  readonly body: string;
  /** The language the review is written in: the page's unless the shopper says otherwise. */
  readonly language: Language;
}

/** What to fix at each field of the review form, in the page's language. */
export type ReviewFieldErrors = Partial<Record<keyof ReviewFormValues, string>>;

/**
 * What the product page's review form, posted without a script, is answered: the review written
 * (published at once or waiting), or the form again with what was typed and, in the page's
 * language, what to fix at a field or for the whole form.
 */
export type ReviewFormAnswer =
  | { readonly kind: 'written'; readonly published: boolean }
  | { readonly kind: 'refused'; readonly values: ReviewFormValues; readonly fieldErrors: ReviewFieldErrors; readonly formError?: string };

/** What My Reviews shows of a review: the review, its edit form, or the question before deleting it. */
export type MyReviewsMode = { readonly kind: 'view' } | { readonly kind: 'edit'; readonly id: string } | { readonly kind: 'confirm-delete'; readonly id: string };

/** What My Reviews says after an edit or a delete posted without a script, once the page is read again. */
export const MY_REVIEWS_DONE = ['saved', 'saved-pending', 'deleted'] as const;
export type MyReviewsDone = (typeof MY_REVIEWS_DONE)[number];

/** The addresses My Reviews answers without a script: `?edit=ID` opens a review's form, `?delete=ID` asks before deleting it, `?done=…` says how a post went. */
export const MY_REVIEWS_PARAMS = { edit: 'edit', delete: 'delete', done: 'done' } as const;

/** My Reviews opening a review's form or asking before deleting it: `/{locale}/account/my-reviews?edit=ID#review-ID`. */
export function myReviewAskHref(pathname: string, ask: 'edit' | 'delete', reviewId: string): string {
  return `${pathname}?${MY_REVIEWS_PARAMS[ask]}=${encodeURIComponent(reviewId)}#${myReviewAnchor(encodeURIComponent(reviewId))}`;
}

/**
 * What My Reviews' forms, posted without a script, are answered when refused: the edit form again
 * with what was typed and what to fix, or the question again with why the review could not go.
 */
export type MyReviewsAnswer =
  | { readonly kind: 'edit-refused'; readonly id: string; readonly values: ReviewFormValues; readonly fieldErrors: ReviewFieldErrors; readonly formError?: string }
  | { readonly kind: 'delete-refused'; readonly id: string; readonly formError: string };

/** One of My Reviews with what its product's page is called and where it is. */
export interface MyReviewRow {
  readonly review: MyReviewWire;
  /** Null for a piece the region no longer sells. */
  readonly product: { readonly name: string; readonly href: string; readonly imageUrl: string } | null;
}

/** A product of a delivered order as its line's review link needs it: its page, and the customer's review when written. */
export interface OrderReviewTarget {
  readonly productId: number;
  readonly name: string;
  /** The product page's address (`/{locale}/p/{slug}?product_sku=…`). */
  readonly href: string;
  readonly reviewId: string | null;
}
