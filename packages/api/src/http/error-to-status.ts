import { assertNever, type ListFeaturedProductsError } from '@storefront/core';

/** Every error a use case can return, as the API sees it. */
export type ApiError = ListFeaturedProductsError;

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
      return 503;
    default:
      return assertNever(error);
  }
}
