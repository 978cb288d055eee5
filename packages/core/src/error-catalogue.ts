import type {
  AbandonedCartError,
  CartHousekeepingError,
  CartLineLimitError,
  CartLineNotFoundError,
  CartMergeFailedError,
  CartNotFoundError,
  CartRejectedError,
  CouponError,
  LineQuantityError,
  SignInRequiredError,
  SizeRequiredError,
} from './cart/errors.js';
import type { CatalogError } from './catalog/errors.js';
import type { SignInError } from './customer/errors.js';
import type { SearchError } from './search/errors.js';
import type { ShellError } from './shell/errors.js';

/** Every situation of the spec's error catalogue (section 8), as a code with params. */
export type StorefrontError =
  | ShellError
  | SignInError
  | CartMergeFailedError
  | LineQuantityError
  | CartLineLimitError
  | SizeRequiredError
  | CartNotFoundError
  | CartLineNotFoundError
  | SignInRequiredError
  | CouponError
  | CartRejectedError
  | AbandonedCartError
  | SearchError
  | CatalogError
  | CartHousekeepingError;

export type StorefrontErrorCode = StorefrontError['code'];

/**
 * How the shopper meets an error: a page of its own (404), a full-screen fallback, a toast, an
 * inline label, returned to the calling code, or only the log.
 */
export type ErrorPresentation = 'page' | 'screen' | 'toast' | 'inline' | 'caller' | 'log';

export interface ErrorBehaviour {
  readonly presentation: ErrorPresentation;
  /** Whether the flow that met the error stops (sign-in aborted) or carries on (merge failure). */
  readonly stopsFlow: boolean;
}

/**
 * The behaviour of each code, as the spec's catalogue prescribes. A `Record` over the union keeps
 * this table complete: a new code does not compile until its behaviour is chosen.
 */
export const ERROR_CATALOGUE: Readonly<Record<StorefrontErrorCode, ErrorBehaviour>> = {
  PAGE_NOT_FOUND: { presentation: 'page', stopsFlow: true },
  TRANSLATION_MISSING: { presentation: 'inline', stopsFlow: false },
  OPTION_NOT_FOUND: { presentation: 'inline', stopsFlow: false },
  RENDER_FAILED: { presentation: 'screen', stopsFlow: true },
  INVALID_CREDENTIALS: { presentation: 'toast', stopsFlow: true },
  EMAIL_NOT_VERIFIED: { presentation: 'toast', stopsFlow: true },
  LOGIN_FAILED: { presentation: 'toast', stopsFlow: true },
  CUSTOMER_ATTRIBUTES_UNAVAILABLE: { presentation: 'toast', stopsFlow: true },
  CART_MERGE_FAILED: { presentation: 'log', stopsFlow: false },
  QUANTITY_EXCEEDS: { presentation: 'toast', stopsFlow: true },
  QUANTITY_BELOW_MINIMUM: { presentation: 'inline', stopsFlow: true },
  LINE_QUANTITY_LIMIT: { presentation: 'toast', stopsFlow: true },
  CART_LINE_LIMIT: { presentation: 'toast', stopsFlow: true },
  SIZE_REQUIRED: { presentation: 'toast', stopsFlow: true },
  CART_NOT_FOUND: { presentation: 'caller', stopsFlow: true },
  CART_LINE_NOT_FOUND: { presentation: 'caller', stopsFlow: true },
  SIGN_IN_REQUIRED: { presentation: 'toast', stopsFlow: true },
  COUPON_INVALID: { presentation: 'inline', stopsFlow: true },
  COUPON_MINIMUM_NOT_MET: { presentation: 'inline', stopsFlow: true },
  ABANDONED_CART_LINK_INVALID: { presentation: 'caller', stopsFlow: true },
  ABANDONED_CART_LINK_EXPIRED: { presentation: 'caller', stopsFlow: true },
  CART_REJECTED: { presentation: 'caller', stopsFlow: true },
  ABANDONED_CART_ORDER_ID_MISSING: { presentation: 'caller', stopsFlow: true },
  ABANDONED_CART_NO_LINES: { presentation: 'caller', stopsFlow: true },
  ABANDONED_CART_RESTORE_FAILED: { presentation: 'caller', stopsFlow: true },
  SEARCH_FAILED: { presentation: 'caller', stopsFlow: true },
  SEARCH_SUGGESTIONS_FAILED: { presentation: 'caller', stopsFlow: false },
  SEARCH_CONFIG_FAILED: { presentation: 'caller', stopsFlow: false },
  CATALOG_UNAVAILABLE: { presentation: 'caller', stopsFlow: true },
  CART_ATTRIBUTE_CLEAR_FAILED: { presentation: 'log', stopsFlow: false },
  GUEST_CART_INIT_FAILED: { presentation: 'log', stopsFlow: false },
};

/** The translation key the web shows for a code: `errors.<code>`. Params fill its placeholders. */
export function translationKeyOf(code: StorefrontErrorCode): string {
  return `errors.${code}`;
}

/** How the shopper meets an error. */
export function behaviourOf(error: Pick<StorefrontError, 'code'>): ErrorBehaviour {
  return ERROR_CATALOGUE[error.code];
}
