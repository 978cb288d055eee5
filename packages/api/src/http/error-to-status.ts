import {
  assertNever,
  type AbandonedCartError,
  type BuildSearchRequestError,
  type ListFeaturedProductsError,
  type ManageCartError,
  type ManageWishlistError,
  type SearchError,
} from '@storefront/core';
import type { ImageError } from '@storefront/adapters-media';

/** Every error a use case can return, as the API sees it. */
export type ApiError =
  | ListFeaturedProductsError
  | BuildSearchRequestError
  | SearchError
  | ManageCartError
  | ManageWishlistError
  | AbandonedCartError;

/** The one place an error code becomes an HTTP status. */
export function errorToStatus(error: ApiError): number {
  switch (error.code) {
    case 'INVALID':
    case 'COUPON_INVALID':
    case 'COUPON_MINIMUM_NOT_MET':
    case 'QUANTITY_BELOW_MINIMUM':
    case 'ABANDONED_CART_ORDER_ID_MISSING':
    case 'ABANDONED_CART_LINK_INVALID':
      return 400;
    case 'SIGN_IN_REQUIRED':
      return 401;
    case 'NOT_FOUND':
    case 'BRAND_NOT_IN_REGION':
    case 'CART_NOT_FOUND':
    case 'CART_LINE_NOT_FOUND':
      return 404;
    case 'CONFLICT':
    case 'QUANTITY_EXCEEDS':
    case 'LINE_QUANTITY_LIMIT':
    case 'CART_LINE_LIMIT':
      return 409;
    case 'ABANDONED_CART_LINK_EXPIRED':
      return 410;
    case 'CART_REJECTED':
    case 'SIZE_REQUIRED':
    case 'ABANDONED_CART_NO_LINES':
    case 'ABANDONED_CART_RESTORE_FAILED':
      return 422;
    case 'UNAVAILABLE':
    case 'SEARCH_FAILED':
    case 'SEARCH_SUGGESTIONS_FAILED':
    case 'SEARCH_CONFIG_FAILED':
      return 503;
    default:
      return assertNever(error);
  }
}

/** The image endpoint's errors: a refused request is the client's, a source it cannot read is not. */
export function imageErrorToStatus(error: ImageError): number {
  switch (error.code) {
    case 'IMAGE_WIDTH_NOT_ALLOWED':
    case 'IMAGE_QUALITY_NOT_ALLOWED':
    case 'IMAGE_PATH_REFUSED':
    case 'IMAGE_TYPE_NOT_SUPPORTED':
      return 400;
    case 'IMAGE_NOT_FOUND':
      return 404;
    case 'IMAGE_SOURCE_UNREADABLE':
      return 422;
    case 'IMAGE_UNAVAILABLE':
      return 503;
    default:
      return assertNever(error);
  }
}
