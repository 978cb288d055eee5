import { statusOf, type AnsweredError } from '@storefront/core/errors';
import { assertNever } from '@storefront/core/shared';
import type { ImageError } from '@storefront/adapters-media';

/** Every error a use case or a request can come to, as the API answers it. */
export type ApiError = AnsweredError;

/** An error's status: the core's catalogue, which the page loaders read too (decision 0015). */
export function errorToStatus(error: ApiError): number {
  return statusOf(error.code);
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
    case 'IMAGE_BUSY':
      return 503;
    default:
      return assertNever(error);
  }
}
