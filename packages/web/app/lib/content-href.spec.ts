import { describe, expect, it } from 'vitest';
import { contentHref } from './content-href';

describe('content links', () => {
  it('put the shopper’s locale in front of a store path', () => {
    expect(contentHref('ar-eg', '/help-centre/order')).toBe('/ar-eg/help-centre/order');
    expect(contentHref('en-sa', 'miss-l')).toBe('/en-sa/miss-l');
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
