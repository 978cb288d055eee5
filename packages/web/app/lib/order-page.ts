// What the order pages' loaders and actions hand the orders feature to render: the shapes both sides share.
import type { OrderDetail } from '@storefront/core/order';

/** A QR code's dark squares as one SVG path on a grid of `size` squares (its quiet zone included). */
export interface QrSquares {
  readonly size: number;
  readonly path: string;
}

/** An order as its page shows it: the detail, its delivery address's area names, and in KSA the invoice's QR code. */
export interface OrderPageData {
  readonly detail: OrderDetail;
  /** The governorate's and city's names in the page's language (their codes when unknown). */
  readonly area?: { readonly governorate: string; readonly city: string };
  readonly qr?: QrSquares;
}

/** A field the shopper must fix: its name and the text key of what is wrong. */
export interface LookupFieldError {
  readonly field: 'email' | 'reference' | 'code';
  readonly key: string;
}

/**
 * Where the guest lookup stands before the order is shown: the first form (email and order
 * number), or the code's form once a code may have been sent. `error` is a refusal's code
 * (`errors.<code>`), `fieldError` a field to fix.
 */
export type OrderLookupState =
  | { readonly step: 'request'; readonly email?: string; readonly reference?: string; readonly error?: string; readonly fieldError?: LookupFieldError }
  | { readonly step: 'code'; readonly email: string; readonly reference: string; readonly error?: string; readonly fieldError?: LookupFieldError };
