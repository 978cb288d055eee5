import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresSearchSynonyms, openDatabase, type DatabaseHandle } from '@storefront/adapters-postgres';
import { buildSynonymSet, expandWithSynonyms, searchTerms, synonymsFileSchema } from '@storefront/core/search';
import { loadConfig } from '../config/config.js';
import { applySearchSynonyms } from './search-synonyms.js';

describe("the merchant's search synonyms file", () => {
  const shipped = loadConfig({})._unsafeUnwrap().SEARCH_SYNONYMS_FILE;

  it('ships as data/search-synonyms.json, valid, in English and Arabic, two-way and one-way', () => {
    expect(shipped.endsWith(join('data', 'search-synonyms.json'))).toBe(true);
    const file = synonymsFileSchema.parse(JSON.parse(readFileSync(shipped, 'utf8')));
    const kinds = new Set(file.synonyms.map((entry) => `${entry.language} ${entry.kind}`));
    expect(kinds).toEqual(new Set(['en two-way', 'en one-way', 'ar two-way', 'ar one-way']));
    const set = buildSynonymSet(file.synonyms);
    const alternatives = (text: string, language: 'en' | 'ar') =>
      expandWithSynonyms(searchTerms(text, language), set).flatMap((clause) => clause.alternatives.map((words) => words.map((word) => word.surface).join(' ')));
    expect(alternatives('jewelry', 'en')).toContain('jewellery');
    expect(alternatives('necklaces', 'en')).toContain('pendant');
    expect(alternatives('pendant', 'en')).not.toContain('necklace');
    expect(alternatives('حلق', 'ar')).toContain('اقراط');
    expect(alternatives('الاسوارة', 'ar')).toContain('سوار');
  });

  describe('at start-up', () => {
    let dir: string;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'storefront-synonyms-'));
      handle = await openDatabase({ engine: 'pglite', dataDir: join(dir, 'db') });
      await handle.migrate();
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const stored = async () => (await new PostgresSearchSynonyms(handle.db).list())._unsafeUnwrap();

    it('stores the file, then leaves an unchanged file alone', async () => {
      const file = join(dir, 'synonyms.json');
      writeFileSync(file, JSON.stringify({ synonyms: [{ language: 'ar', kind: 'two-way', terms: ['خاتم', 'محبس'] }] }));
      expect(await applySearchSynonyms(handle.db, file)).toBe(`Search synonyms: 1 entries from ${file}, stored`);
      expect(await applySearchSynonyms(handle.db, file)).toBe(`Search synonyms: 1 entries from ${file}, unchanged since the last start`);
      expect(await stored()).toEqual([{ language: 'ar', kind: 'two-way', terms: ['خاتم', 'محبس'] }]);
    });

    it('keeps the stored synonyms when the file is missing, not JSON or breaks a rule, and says where', async () => {
      const before = await stored();
      expect(await applySearchSynonyms(handle.db, join(dir, 'none.json'))).toContain('no file at');
      const broken = join(dir, 'broken.json');
      writeFileSync(broken, '{ "synonyms": [');
      expect(await applySearchSynonyms(handle.db, broken)).toContain('is not valid JSON');
      writeFileSync(broken, JSON.stringify({ synonyms: [{ language: 'en', kind: 'one-way', from: 'ring', to: ['خاتم'] }] }));
      expect(await applySearchSynonyms(handle.db, broken)).toContain('synonyms.0.to.0: an English entry holds English words');
      expect(await stored()).toEqual(before);
    });
  });
});
