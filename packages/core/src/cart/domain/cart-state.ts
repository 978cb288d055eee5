import type { Language, Region } from '../../locale/domain/locale.js';
import type { CatalogueKind } from '../../catalog/domain/product-kind.js';
import type { CouponPromotion } from './promotion.js';

/**
 * What the catalogue says of one variant in a cart's region, named in the cart's language: all a
 * cart line needs to be priced, flagged against stock and shown. Prices are the region's price list
 * as it is now, in minor units.
 */
export interface CartVariantFacts {
  readonly productId: number;
  readonly variantId: number;
  /** The variant's SKU (a ring size has its own). */
  readonly sku: string;
  /** The product's SKU, which names its product page. */
  readonly productSku: string;
  readonly name: string;
  /** The variant's options as the catalogue keeps them, `{ Size: '52' }`. */
  readonly options: Readonly<Record<string, string>> | null;
  readonly imageUrl: string;
  /** What the product is (jewellery, a gold coin or bar) and whether it is pierced, as the catalogue says. */
  readonly kind: CatalogueKind;
  readonly pierced: boolean;
  readonly priceMinor: number;
  /** The sale price, when the product is on sale in the region. */
  readonly salePriceMinor: number | null;
  /** Units the region's locations can still sell of the variant. */
  readonly availableToSell: number;
}

/** A line as the cart store keeps it. */
export interface CartStateLine {
  /** Given by the store when the line is first saved; `undefined` for a line not saved yet. */
  readonly id: string | undefined;
  readonly productId: number;
  readonly variantId: number;
  readonly quantity: number;
  /**
   * The variant now; `undefined` once the region no longer sells the product (it has no price
   * there): such a line is left out of the cart shown and can only be removed.
   */
  readonly variant: CartVariantFacts | undefined;
}

/** A cart's own state, as a cart store loads it for a change and saves what the change returns. */
export interface CartState {
  readonly id: string;
  readonly region: Region;
  /** The cart's language: its lines are named in it. */
  readonly language: Language;
  /** The customer the cart was handed to; `undefined` while it answers to a browser's token. */
  readonly customerId: number | undefined;
  /** In the order the lines were first added. */
  readonly lines: readonly CartStateLine[];
  /** The coupon code on the cart (normalised), if any. */
  readonly couponCode: string | undefined;
  /** The region's coupon of that code, running or not; `undefined` when the store has none of it. */
  readonly coupon: CouponPromotion | undefined;
}

/**
 * A cart about to be made: its language and lines, and whether it becomes its customer owner's saved
 * cart (customer attribute 7, the cart a later sign-in loads). The store gives it an id and its owner.
 */
export type NewCartState = Pick<CartState, 'language' | 'lines'> & { readonly savedForOwner?: boolean };
