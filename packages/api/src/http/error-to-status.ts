import { assertNever, type BuildSearchRequestError, type ListFeaturedProductsError, type SearchError } from '@storefront/core';
import type { ImageError } from '@storefront/adapters-media';

/** Every error a use case can return, as the API sees it. */
export type ApiError = ListFeaturedProductsError | BuildSearchRequestError | SearchError;

/** The one place an error code becomes an HTTP status. */
export function errorToStatus(error: ApiError): number {
  switch (error.code) {
    case 'INVALID':
      return 400;
    case 'NOT_FOUND':
    case 'BRAND_NOT_IN_REGION':
      return 404;
    case 'CONFLICT':
      return 409;
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
