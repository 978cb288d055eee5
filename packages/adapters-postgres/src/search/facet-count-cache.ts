import type { StatementRow } from './search-facets.js';

/**
 * What a kept entry holds: the facet part of a statement's answer and the total (the page is read
 * afresh), and whether the text matched the names by trigrams because no word matched (a
 * search's typo fall-back), so the page is read the same way.
 */
export type FacetCounts = Pick<StatementRow, 'grouped' | 'prices' | 'categories' | 'skus' | 'total'> & { readonly byName: boolean };

interface Entry {
  readonly version: number;
  readonly counts: FacetCounts;
}

/**
 * Facet counts and totals of result sets (a listing or a text search with its filters, price range
 * and option limit, whatever the sort or page), each under the index version it
 * was counted at: an entry answers only a request that read the same version, so a refresh or a
 * price change (which move the version on in their own transaction) retires every entry at once,
 * on every process (decision 0503). The least recently used entries go first past `capacity`.
 */
export class FacetCountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 512) {}

  /** Whether anything is kept under `key`, whatever its version (without counting it as a use). */
  peek(key: string): FacetCounts | undefined {
    return this.entries.get(key)?.counts;
  }

  get(key: string, version: number): FacetCounts | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.counts;
  }

  set(key: string, version: number, counts: FacetCounts): void {
    const known = this.entries.get(key);
    // A slower request that read an older version must not replace newer counts.
    if (known !== undefined && known.version > version) return;
    this.entries.delete(key);
    this.entries.set(key, { version, counts });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
