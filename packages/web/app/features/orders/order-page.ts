import type { OrderDetail, OrderListItem } from '@storefront/core/order';

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

export type { OrderDetail, OrderListItem };
