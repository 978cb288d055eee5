import type { AbandonedCartError } from './cart/errors.js';
import type { ManageCartError } from './cart/use-cases/manage-cart/manage-cart.use-case.js';
import type { CompletePaymentError } from './checkout/use-cases/complete-payment/complete-payment.use-case.js';
import type { HandlePaymentWebhookError } from './checkout/use-cases/handle-payment-webhook/handle-payment-webhook.use-case.js';
import type { PayWithApplePayError } from './checkout/use-cases/pay-with-apple-pay/pay-with-apple-pay.use-case.js';
import type { PlaceOrderError } from './checkout/use-cases/place-order/place-order.use-case.js';
import type { ValidateApplePayMerchantError } from './checkout/use-cases/validate-apple-pay-merchant/validate-apple-pay-merchant.use-case.js';
import type { ViewCheckoutOptionsError } from './checkout/use-cases/view-checkout-options/view-checkout-options.use-case.js';
import type { ListFeaturedProductsError } from './catalog/use-cases/list-featured-products/list-featured-products.use-case.js';
import type { AddressBookFullError, AreaError, CurrentPasswordError, PostalCodeError, CustomerDayError, OneTimeTokenError, PasswordPolicyError, PasswordUnchangedError, PhoneNumberError, SignInError, SignedOutError } from './customer/errors.js';
import type { AdvanceOrderError } from './order/use-cases/advance-order/advance-order.use-case.js';
import type { LookUpGuestOrderError } from './order/use-cases/look-up-guest-order/look-up-guest-order.use-case.js';
import type { ViewHelpCentreError } from './content/use-cases/view-help-centre/view-help-centre.use-case.js';
import type { SearchError } from './search/errors.js';
import type { WriteReviewError } from './reviews/errors.js';
import type { AdvanceReturnError } from './returns/use-cases/advance-return/advance-return.use-case.js';
import type { RequestReturnError } from './returns/use-cases/request-return/request-return.use-case.js';
import type { ViewListingPageError } from './search/use-cases/view-listing-page/view-listing-page.use-case.js';
import type { DomainError, InfrastructureError, RateLimitedError } from './shared/errors.js';
import type { ManageWishlistError } from './wishlist/use-cases/manage-wishlist/manage-wishlist.use-case.js';

/**
 * What a driver answers before any rule runs: a request it cannot read or will not take, an
 * address it has no route for, or its own failure (whose cause it logs, never sends).
 */
export type RequestError =
  | DomainError<'INVALID_REQUEST', { issues: readonly { path: string; code: string }[] }>
  | DomainError<'FORBIDDEN_ORIGIN', Record<string, never>>
  | DomainError<'OPERATOR_TOKEN_INVALID', Record<string, never>>
  | DomainError<'ROUTE_NOT_FOUND', { method: string; url: string }>
  | DomainError<'METHOD_NOT_ALLOWED', { method: string; allow: readonly string[] }>
  | DomainError<'MALFORMED_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'INTERNAL_ERROR', Record<string, never>>;

/** Every error the API and the pages can answer: the use cases' errors and the requests' own. */
export type AnsweredError =
  | InfrastructureError
  | ListFeaturedProductsError
  | ViewListingPageError
  | SearchError
  | ViewHelpCentreError
  | ManageCartError
  | ManageWishlistError
  | AbandonedCartError
  | RateLimitedError
  | SignInError
  | SignedOutError
  | PasswordPolicyError
  | PasswordUnchangedError
  | PhoneNumberError
  | OneTimeTokenError
  | CurrentPasswordError
  | AreaError
  | PostalCodeError
  | CustomerDayError
  | AddressBookFullError
  | AdvanceOrderError
  | LookUpGuestOrderError
  | PlaceOrderError
  | PayWithApplePayError
  | CompletePaymentError
  | HandlePaymentWebhookError
  | ValidateApplePayMerchantError
  | ViewCheckoutOptionsError
  | WriteReviewError
  | RequestReturnError
  | AdvanceReturnError
  | RequestError;

export type AnsweredErrorCode = AnsweredError['code'];

/**
 * The error catalogue: each code a driver may answer with its HTTP status, the one mapping the API
 * and the page loaders share (decision 0015). A `Record` over the union keeps it complete: a new
 * code does not compile until its status is chosen. The web's test that every locale has an
 * `errors.<code>` text reads its keys.
 */
export const ERROR_CATALOGUE: Readonly<Record<AnsweredErrorCode, number>> = {
  INVALID_REQUEST: 400,
  MALFORMED_REQUEST: 400,
  INVALID: 400,
  COUPON_INVALID: 400,
  COUPON_MINIMUM_NOT_MET: 400,
  QUANTITY_BELOW_MINIMUM: 400,
  ABANDONED_CART_ORDER_ID_MISSING: 400,
  ABANDONED_CART_LINK_INVALID: 400,
  SIGN_IN_REQUIRED: 401,
  // Sign-in and the account (decision 1012): a wrong email or password alike, and no session.
  INVALID_CREDENTIALS: 401,
  SIGNED_OUT: 401,
  EMAIL_NOT_VERIFIED: 403,
  // The password asked for before a change; not 401, which would read as signed out.
  CURRENT_PASSWORD_INCORRECT: 403,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  PASSWORD_BREACHED: 400,
  PASSWORD_GUESSABLE: 400,
  PASSWORD_UNCHANGED: 400,
  PHONE_REQUIRED: 400,
  PHONE_NOT_DIGITS: 400,
  PHONE_TOO_SHORT: 400,
  PHONE_OTHER_COUNTRY: 400,
  PHONE_INVALID_FOR_REGION: 400,
  AREA_UNKNOWN: 400,
  POSTAL_CODE_INVALID: 400,
  DAY_INVALID: 400,
  // A one-time link never issued, used already or replaced; or past its lifetime.
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  ADDRESS_BOOK_FULL: 409,
  LOGIN_FAILED: 503,
  CUSTOMER_ATTRIBUTES_UNAVAILABLE: 503,
  FORBIDDEN_ORIGIN: 403,
  // The operator API without the configured bearer token (decision 1241).
  OPERATOR_TOKEN_INVALID: 401,
  // An address or a SKU that names nothing, a brand the region does not sell, a cart or line the
  // shopper may not see: all the same "not here" (a malformed SKU too, decision 0015).
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  // A method the address does not take (the answer's Allow header lists those it does).
  METHOD_NOT_ALLOWED: 405,
  BRAND_NOT_IN_REGION: 404,
  CART_NOT_FOUND: 404,
  CART_LINE_NOT_FOUND: 404,
  CONFLICT: 409,
  QUANTITY_EXCEEDS: 409,
  LINE_QUANTITY_LIMIT: 409,
  CART_LINE_LIMIT: 409,
  ABANDONED_CART_LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Too many attempts of one kind: the API adds Retry-After (decision 0910).
  RATE_LIMITED: 429,
  CART_REJECTED: 422,
  SIZE_REQUIRED: 422,
  ABANDONED_CART_NO_LINES: 422,
  ABANDONED_CART_RESTORE_FAILED: 422,
  INTERNAL_ERROR: 500,
  UNAVAILABLE: 503,
  SEARCH_FAILED: 503,
  SEARCH_SUGGESTIONS_FAILED: 503,
  SEARCH_CONFIG_FAILED: 503,
  // Orders (decisions 1210-1214): a move the order's state does not allow, shipping without
  // tracking, a guest's lookup code that does not open the order or came too late, and a payment
  // provider that could not give a cancelled order's money back (nothing changed; try again).
  ORDER_TRANSITION_REFUSED: 409,
  ORDER_TRACKING_REQUIRED: 400,
  ORDER_LOOKUP_CODE_INVALID: 400,
  ORDER_LOOKUP_CODE_EXPIRED: 410,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  // Checkout (decisions 1200-1209): what the shopper can fix, what changed meanwhile, what the provider said.
  CHECKOUT_CART_EMPTY: 422,
  PAYMENT_METHOD_UNAVAILABLE: 422,
  SHIPPING_METHOD_UNAVAILABLE: 422,
  CHECKOUT_KEY_REUSED: 422,
  SOLD_OUT: 409,
  PICKUP_UNAVAILABLE: 409,
  // The cart moved since the review step: the answer lists what, and the shopper agrees again.
  CART_CHANGED: 409,
  PAYMENT_DECLINED: 402,
  CHECKOUT_EXPIRED: 410,
  // A webhook that does not prove itself: the provider is answered 400 and nothing changes.
  WEBHOOK_REJECTED: 400,
  // Reviews (decision 1301): only a customer with a delivered order of the product, and once.
  REVIEW_NOT_VERIFIED_BUYER: 403,
  REVIEW_ALREADY_WRITTEN: 409,
  // Returns (decisions 1310-1315): a return the policy refuses (every reason listed), a bank
  // account a cash-on-delivery refund cannot go to, a move the return's state does not allow.
  RETURN_REFUSED: 422,
  RETURN_IBAN_INVALID: 400,
  RETURN_TRANSITION_REFUSED: 409,
};

/** Every code the API and the pages can answer, in the catalogue's order. */
export const ANSWERED_ERROR_CODES = Object.keys(ERROR_CATALOGUE) as readonly AnsweredErrorCode[];

/** The HTTP status of an error code, for the API's answers and the pages' alike. */
export function statusOf(code: AnsweredErrorCode): number {
  return ERROR_CATALOGUE[code];
}
