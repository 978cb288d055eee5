import type { DomainError, InfrastructureError } from '../shared/errors.js';

/**
 * Something in a listing URL that was left out. The page still renders without it; the web may
 * log it or tidy the address bar.
 */
export type ListingUrlIssue =
  | DomainError<'UNKNOWN_PARAMETER', { name: string }>
  | DomainError<'INVALID_PARAMETER_VALUE', { name: string; value: string }>
  | DomainError<'MALFORMED_QUERY_STRING', { fragment: string }>
  | DomainError<'UNKNOWN_CATEGORY', { segment: string }>;

/** The search failures of the error catalogue: the caller gets the code, the page shows no results. */
export type SearchError =
  | DomainError<'SEARCH_FAILED', { cause: InfrastructureError['code'] }>
  | DomainError<'SEARCH_SUGGESTIONS_FAILED', { cause: InfrastructureError['code'] }>
  | DomainError<'SEARCH_CONFIG_FAILED', { key: string; cause: InfrastructureError['code'] }>;

export const unknownParameter = (name: string): ListingUrlIssue => ({ code: 'UNKNOWN_PARAMETER', params: { name } });
export const invalidParameterValue = (name: string, value: string): ListingUrlIssue => ({
  code: 'INVALID_PARAMETER_VALUE',
  params: { name, value },
});

/** Why the merchant's synonyms were not stored: the file breaks a rule (each issue with its place), or the store failed. */
export type SynonymsImportError =
  | DomainError<'INVALID_SYNONYMS_FILE', { issues: readonly string[] }>
  | DomainError<'SYNONYMS_IMPORT_FAILED', { cause: InfrastructureError['code'] }>;

export const invalidSynonymsFile = (issues: readonly string[]): SynonymsImportError => ({ code: 'INVALID_SYNONYMS_FILE', params: { issues } });
