import { errAsync, type ResultAsync } from 'neverthrow';
import { synonymsFileSchema } from '../../domain/search-synonyms.js';
import { invalidSynonymsFile, type SynonymsImportError } from '../../errors.js';
import type { SearchSynonymsPort } from '../../ports/search-synonyms.port.js';

/** What an import did: how many entries the file holds, and whether the stored ones changed. */
export interface SynonymsImport {
  readonly entries: number;
  readonly changed: boolean;
}

/**
 * Makes the stored synonyms those of the merchant's file (its parsed JSON), after checking every
 * entry: a file with one bad entry changes nothing and says where the fault is.
 */
export class ImportSearchSynonyms {
  constructor(private readonly synonyms: SearchSynonymsPort) {}

  execute(file: unknown): ResultAsync<SynonymsImport, SynonymsImportError> {
    const parsed = synonymsFileSchema.safeParse(file);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);
      return errAsync(invalidSynonymsFile(issues));
    }
    const entries = parsed.data.synonyms;
    return this.synonyms
      .replace(entries)
      .map((changed) => ({ entries: entries.length, changed }))
      .mapErr((cause): SynonymsImportError => ({ code: 'SYNONYMS_IMPORT_FAILED', params: { cause: cause.code } }));
  }
}
