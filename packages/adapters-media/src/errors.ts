import type { DomainError } from '@storefront/core/shared';

/** Every way an image request can fail, as data. None of them is thrown. */
export type ImageError =
  | DomainError<'IMAGE_WIDTH_NOT_ALLOWED', { width: number; allowed: readonly number[] }>
  | DomainError<'IMAGE_QUALITY_NOT_ALLOWED', { quality: number; allowed: readonly number[] }>
  /** Outside the image folders, a traversal, an absolute URL or characters a path never needs. */
  | DomainError<'IMAGE_PATH_REFUSED', { path: string }>
  | DomainError<'IMAGE_TYPE_NOT_SUPPORTED', { path: string; supported: readonly string[] }>
  | DomainError<'IMAGE_NOT_FOUND', { path: string }>
  /** The source exists but cannot be decoded, or is larger than the renderer accepts. */
  | DomainError<'IMAGE_SOURCE_UNREADABLE', { path: string }>
  /** The disk failed while reading a source. */
  | DomainError<'IMAGE_UNAVAILABLE', { path: string }>
  /** Every render slot is taken and the queue is full: the client may ask again after `retryAfter` seconds. */
  | DomainError<'IMAGE_BUSY', { retryAfter: number }>;

export type ImageErrorCode = ImageError['code'];

export const widthNotAllowed = (width: number, allowed: readonly number[]): ImageError => ({
  code: 'IMAGE_WIDTH_NOT_ALLOWED',
  params: { width, allowed },
});

export const qualityNotAllowed = (quality: number, allowed: readonly number[]): ImageError => ({
  code: 'IMAGE_QUALITY_NOT_ALLOWED',
  params: { quality, allowed },
});

export const pathRefused = (path: string): ImageError => ({ code: 'IMAGE_PATH_REFUSED', params: { path } });

export const typeNotSupported = (path: string, supported: readonly string[]): ImageError => ({
  code: 'IMAGE_TYPE_NOT_SUPPORTED',
  params: { path, supported },
});

export const imageNotFound = (path: string): ImageError => ({ code: 'IMAGE_NOT_FOUND', params: { path } });

export const sourceUnreadable = (path: string): ImageError => ({ code: 'IMAGE_SOURCE_UNREADABLE', params: { path } });

export const imageUnavailable = (path: string): ImageError => ({ code: 'IMAGE_UNAVAILABLE', params: { path } });

export const imageBusy = (retryAfter: number): ImageError => ({ code: 'IMAGE_BUSY', params: { retryAfter } });
