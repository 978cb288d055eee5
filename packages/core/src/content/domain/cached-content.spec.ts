import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { CachePort } from '../../shared/ports/cache.port.js';
import { unavailable, type InfrastructureError } from '../../shared/errors.js';
import type { ContentPort } from '../ports/content.port.js';
import { CachedContent, CONTENT_CACHE_TTL_SECONDS, isContentSlug } from './cached-content.js';
import type { HeaderContent } from './content.js';

const EN_SA: Locale = { language: 'en', region: 'sa' };
const AR_SA: Locale = { language: 'ar', region: 'sa' };

const aHeader = (message: string): HeaderContent => ({
  logoUrl: '/logo.svg',
  logoLink: '/',
  navigation: [],
  popularSearchTerms: ['rings'],
  promoBar: { message, flashEndsAt: new Date('2026-12-01T20:00:00Z') },
});

/** A cache that keeps what it is given as JSON text, as Redis would, and never expires. */
function jsonCache(): CachePort & { readonly ttls: number[] } {
  const entries = new Map<string, string>();
  const ttls: number[] = [];
  const id = (region: Region, key: string) => `${region}|${key}`;
  return {
    ttls,
    get: (region, key) => okAsync(entries.has(id(region, key)) ? JSON.parse(entries.get(id(region, key))!) : undefined),
    set: (region, key, value, ttlSeconds) => {
      ttls.push(ttlSeconds);
      entries.set(id(region, key), JSON.stringify(value));
      return okAsync(undefined);
    },
    delete: (region, key) => {
      entries.delete(id(region, key));
      return okAsync(undefined);
    },
    clearRegion: () => okAsync(undefined),
  };
}

const failingCache: CachePort = {
  get: () => errAsync(unavailable('cache')),
  set: () => errAsync(unavailable('cache')),
  delete: () => errAsync(unavailable('cache')),
  clearRegion: () => errAsync(unavailable('cache')),
};

/** A content source that counts its reads and answers from a list, one answer per read. */
function countingSource(answers: ResultAsync<HeaderContent, InfrastructureError>[]) {
  let reads = 0;
  const source = {
    getHeader: () => {
      const answer = answers[Math.min(reads, answers.length - 1)]!;
      reads += 1;
      return answer;
    },
  } as unknown as ContentPort;
  return { source, reads: () => reads };
}

describe('cached content', () => {
  it('reads the source once and answers later requests from the cache for 5 minutes', async () => {
    const { source, reads } = countingSource([okAsync(aHeader('first')), okAsync(aHeader('second'))]);
    const cache = jsonCache();
    const content = new CachedContent(source, cache);

    await content.getHeader(EN_SA, 'lazurde');
    const again = (await content.getHeader(EN_SA, 'lazurde'))._unsafeUnwrap();

    expect(reads()).toBe(1);
    expect(again.promoBar?.message).toBe('first');
    expect(cache.ttls).toEqual([CONTENT_CACHE_TTL_SECONDS]);
    expect(CONTENT_CACHE_TTL_SECONDS).toBe(300);
  });

  it('brings the flash countdown back as an instant after a trip through JSON', async () => {
    const { source } = countingSource([okAsync(aHeader('flash'))]);
    const content = new CachedContent(source, jsonCache());

    await content.getHeader(EN_SA, 'lazurde');
    const cached = (await content.getHeader(EN_SA, 'lazurde'))._unsafeUnwrap();

    expect(cached.promoBar?.flashEndsAt).toEqual(new Date('2026-12-01T20:00:00Z'));
  });

  it('keeps each language and brand apart', async () => {
    const { source, reads } = countingSource([okAsync(aHeader('one'))]);
    const content = new CachedContent(source, jsonCache());

    await content.getHeader(EN_SA, 'lazurde');
    await content.getHeader(AR_SA, 'lazurde');
    await content.getHeader(EN_SA, 'missl');

    expect(reads()).toBe(3);
  });

  it('does not keep a failure: the next request asks the source again', async () => {
    const { source, reads } = countingSource([errAsync(unavailable('content')), okAsync(aHeader('back'))]);
    const content = new CachedContent(source, jsonCache());

    expect((await content.getHeader(EN_SA, 'lazurde')).isErr()).toBe(true);
    expect((await content.getHeader(EN_SA, 'lazurde'))._unsafeUnwrap().promoBar?.message).toBe('back');
    expect(reads()).toBe(2);
  });

  it('reads the source when the cache itself fails, rather than failing the page', async () => {
    const { source } = countingSource([okAsync(aHeader('direct'))]);
    const content = new CachedContent(source, failingCache);

    expect((await content.getHeader(EN_SA, 'lazurde'))._unsafeUnwrap().promoBar?.message).toBe('direct');
  });

  it('keeps every kind of content under its own key: a second read of each reaches the source no more', async () => {
    const calls: string[] = [];
    const answer = (name: string) => (...args: unknown[]) => {
      calls.push(`${name}:${JSON.stringify(args.slice(1))}`);
      return okAsync([]);
    };
    const source = {
      getHeader: answer('header'),
      getFooter: answer('footer'),
      getPage: answer('page'),
      getFaq: answer('faq'),
      listHelpTopics: answer('topics'),
      getHelpTopic: answer('topic'),
      getNotFoundPage: answer('not-found'),
      listStoreLocations: answer('stores'),
    } as unknown as ContentPort;
    const content = new CachedContent(source, jsonCache());
    const readAll = async () => {
      await content.getFooter(EN_SA, 'missl');
      await content.getPage(EN_SA, 'lazurde', 'About-Us');
      await content.getPage(EN_SA, 'lazurde', 'about-us ');
      await content.getFaq(EN_SA, 'return-policy');
      await content.listHelpTopics(EN_SA);
      await content.getHelpTopic(EN_SA, 'order');
      await content.getNotFoundPage(AR_SA);
      await content.listStoreLocations(EN_SA);
      await content.listStoreLocations(EN_SA, 'missl');
    };

    await readAll();
    await readAll();

    expect(calls).toHaveLength(8);
  });
});


describe('content slugs from an address', () => {
  it('are words of letters and digits in any script joined by hyphens', () => {
    for (const slug of ['return-policy', 'about-us', 'order', 'سياسة-الإرجاع', 'faq-2026', ' about-us ']) expect(isContentSlug(slug)).toBe(true);
    for (const slug of ['', '-', 'about--us', 'about-us-', 'about us', 'a/b', '..', 'policy\u0000', 'x'.repeat(101)]) expect(isContentSlug(slug)).toBe(false);
  });

  it('that can name nothing are answered without reaching the source or the cache', async () => {
    const calls: string[] = [];
    const source = new Proxy({}, { get: (_target, name) => () => (calls.push(String(name)), okAsync([])) }) as ContentPort;
    const content = new CachedContent(source, failingCache);

    expect((await content.getHelpTopic(EN_SA, 'return\u0000policy'))._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'help-topic', id: 'return\u0000policy' } });
    expect((await content.getPage(EN_SA, 'lazurde', '../secrets'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await content.getFaq(EN_SA, 'a b'))._unsafeUnwrap()).toEqual([]);
    expect(calls).toEqual([]);
  });
});
