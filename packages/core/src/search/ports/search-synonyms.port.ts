import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { SynonymEntry } from '../domain/search-synonyms.js';

/**
 * Where the merchant's search synonyms are kept (decision 0508). The engine that searches reads
 * them from there itself; this port only fills and lists them.
 */
export interface SearchSynonymsPort {
  /** The synonyms as stored, in their order. */
  list(): ResultAsync<readonly SynonymEntry[], InfrastructureError>;
  /** Replaces every synonym with `entries` at once; answers whether anything changed. */
  replace(entries: readonly SynonymEntry[]): ResultAsync<boolean, InfrastructureError>;
}
