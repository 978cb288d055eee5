import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { CachedContent, type ContentPort, type FooterContent } from '@storefront/core/content';
import type { ClockPort } from '@storefront/core/shared';
import { MemoryCache } from './memory-cache.js';

/** A clock the test moves by hand. */
function movableClock(iso: string): ClockPort & { advance(seconds: number): void } {
  let now = new Date(iso).getTime();
  return { now: () => new Date(now), advance: (seconds) => (now += seconds * 1000) };
}

const aFooter = (title: string): FooterContent => ({
  title,
  subtitle: '',
  socialSectionTitle: '',
  navigation: [],
  extendedNavigation: [],
  socialLinks: [],
  paymentIcons: [],
});

describe('memory cache', () => {
  it('forgets a value once its lifetime has passed', async () => {
    const clock = movableClock('2026-03-01T10:00:00Z');
    const cache = new MemoryCache(clock);
    await cache.set('sa', 'k', 'v', 60);

    clock.advance(59);
    expect((await cache.get('sa', 'k'))._unsafeUnwrap()).toBe('v');
    clock.advance(1);
    expect((await cache.get('sa', 'k'))._unsafeUnwrap()).toBeUndefined();
  });

  it('keeps regions apart and clears one region without touching the others', async () => {
    const cache = new MemoryCache(movableClock('2026-03-01T10:00:00Z'));
    await cache.set('sa', 'k', 'ksa', 60);
    await cache.set('eg', 'k', 'egypt', 60);

    await cache.clearRegion('sa');

    expect((await cache.get('sa', 'k'))._unsafeUnwrap()).toBeUndefined();
    expect((await cache.get('eg', 'k'))._unsafeUnwrap()).toBe('egypt');
  });

  it('drops the entry stored longest ago when full', async () => {
    const cache = new MemoryCache(movableClock('2026-03-01T10:00:00Z'), 2);
    await cache.set('sa', 'a', 1, 60);
    await cache.set('sa', 'b', 2, 60);
    await cache.set('sa', 'c', 3, 60);

    expect((await cache.get('sa', 'a'))._unsafeUnwrap()).toBeUndefined();
    expect((await cache.get('sa', 'c'))._unsafeUnwrap()).toBe(3);
  });
});

describe('content cached on the server', () => {
  it('serves the footer from memory for 5 minutes, then reads the source again', async () => {
    const clock = movableClock('2026-03-01T10:00:00Z');
    let edition = 0;
    const source = {
      getFooter: () => {
        edition += 1;
        return okAsync(aFooter(`edition ${edition}`));
      },
    } as unknown as ContentPort;
    const content = new CachedContent(source, new MemoryCache(clock));
    const footerTitle = async () => (await content.getFooter({ language: 'en', region: 'sa' }, 'lazurde'))._unsafeUnwrap().title;

    expect(await footerTitle()).toBe('edition 1');
    clock.advance(4 * 60 + 59);
    expect(await footerTitle()).toBe('edition 1');
    clock.advance(1);
    expect(await footerTitle()).toBe('edition 2');
    expect(edition).toBe(2);
  });
});
