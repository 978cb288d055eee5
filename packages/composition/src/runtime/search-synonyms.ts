import { readFile } from 'node:fs/promises';
import { PostgresSearchSynonyms, type Database } from '@storefront/adapters-postgres';
import { ImportSearchSynonyms } from '@storefront/core/search';

/**
 * Stores the entries of the merchant's synonyms file (decision 0508) when they differ from those
 * stored, through the core's import (every entry checked first). A missing, unreadable or invalid
 * file changes nothing: the store starts with the synonyms it had, and the line returned says why.
 */
export async function applySearchSynonyms(db: Database, file: string): Promise<string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return `Search synonyms: ${missing ? 'no file at' : 'cannot read'} ${file}; the stored synonyms stay as they are`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `Search synonyms: ${file} is not valid JSON (${(error as Error).message}); the stored synonyms stay as they are`;
  }
  const outcome = await new ImportSearchSynonyms(new PostgresSearchSynonyms(db)).execute(json);
  return outcome.match(
    ({ entries, changed }) => `Search synonyms: ${entries} entries from ${file}, ${changed ? 'stored' : 'unchanged since the last start'}`,
    (error) =>
      error.code === 'INVALID_SYNONYMS_FILE'
        ? `Search synonyms: ${file} was not applied, the stored synonyms stay as they are; fix ${error.params.issues.slice(0, 5).join('; ')}`
        : `Search synonyms: ${file} could not be stored (${error.params.cause}); the stored synonyms stay as they are`,
  );
}
