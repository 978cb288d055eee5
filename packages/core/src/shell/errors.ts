import type { DomainError } from '../shared/errors.js';

/** Failures of the application shell itself (spec section 8). */
export type ShellError =
  | DomainError<'PAGE_NOT_FOUND', { path: string }>
  | DomainError<'TRANSLATION_MISSING', { key: string }>
  | DomainError<'OPTION_NOT_FOUND', { query: string }>
  | DomainError<'RENDER_FAILED', Record<string, never>>;

export const pageNotFound = (path: string): ShellError => ({ code: 'PAGE_NOT_FOUND', params: { path } });
export const translationMissing = (key: string): ShellError => ({ code: 'TRANSLATION_MISSING', params: { key } });
export const optionNotFound = (query: string): ShellError => ({ code: 'OPTION_NOT_FOUND', params: { query } });
export const renderFailed = (): ShellError => ({ code: 'RENDER_FAILED', params: {} });
