import { describe, expect, it } from 'vitest';
import { contentHref } from './content-href';

describe('content links', () => {
  it('put the shopper’s locale in front of a store path', () => {
    expect(contentHref('ar-eg', '/help-centre/order')).toBe('/ar-eg/help-centre/order');
    expect(contentHref('en-sa', 'miss-l')).toBe('/en-sa/miss-l');
  });

  it('write category slugs in the locale’s language, keeping the rest of the address', () => {
    expect(contentHref('ar-sa', '/rings')).toBe(`/ar-sa/${encodeURIComponent('خواتم')}`);
    expect(contentHref('ar-ae', '/miss-l/bracelets?sort=new_in#top')).toBe(`/ar-ae/miss-l/${encodeURIComponent('أساور')}?sort=new_in#top`);
    expect(contentHref('en-eg', `/${encodeURIComponent('خواتم')}`)).toBe('/en-eg/rings');
    expect(contentHref('ar-sa', '/help-centre/order')).toBe('/ar-sa/help-centre/order');
  });

  it('send the home of the main brand to the locale’s root', () => {
    expect(contentHref('en-ae', '/')).toBe('/en-ae');
  });

  it('leave links out of the store alone and drop links to nowhere', () => {
    expect(contentHref('en-sa', 'https://www.instagram.com/')).toBe('https://www.instagram.com/');
    expect(contentHref('en-sa', '#')).toBeUndefined();
    expect(contentHref('en-sa', '  ')).toBeUndefined();
  });
});
