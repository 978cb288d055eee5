import type { Brand } from '../../locale/domain/brand.js';
import type { Language } from '../../locale/domain/locale.js';
import type { ShopperIdentity } from '../../events/domain/marketing-event.js';

/**
 * Who a cart answers to: the browser holding its cart token, or a signed-in customer. The cart
 * port compares the token with the stored hash itself, so the token never leaves the request.
 */
export type CartOwner =
  | { readonly kind: 'guest'; readonly cartToken: string }
  | { readonly kind: 'customer'; readonly customerId: number };

/**
 * The shopper behind one request, as the driver resolved it: a guest (with the browser's cart
 * token once it has one, and an anonymous cookie id for analytics), or a signed-in customer.
 */
export type Shopper =
  | { readonly kind: 'guest'; readonly cartToken?: string | undefined; readonly cookieId?: string | undefined }
  | { readonly kind: 'customer'; readonly customerId: number; readonly email: string; readonly cartToken?: string | undefined };

/** The owner a shopper's carts are bound to; a guest without a token owns no cart yet. */
export function cartOwnerOf(shopper: Shopper): CartOwner | undefined {
  if (shopper.kind === 'customer') return { kind: 'customer', customerId: shopper.customerId };
  return shopper.cartToken === undefined || shopper.cartToken === '' ? undefined : { kind: 'guest', cartToken: shopper.cartToken };
}

/** Where a cart change happened, for the marketing event written with it. */
export interface CartEventContext {
  readonly identity: ShopperIdentity;
  readonly brand: Brand;
  /** The page's language; the cart's own language when not given. */
  readonly language?: Language | undefined;
}

/** The marketing identity of a shopper: the customer's email, else the browser's cookie id. */
export function identityOf(shopper: Shopper): ShopperIdentity {
  if (shopper.kind === 'customer') return { email: shopper.email };
  return { cookieId: shopper.cookieId ?? 'anonymous' };
}
