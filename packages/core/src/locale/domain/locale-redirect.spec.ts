import { describe, expect, it } from 'vitest';
import { LOCALE_LESS_PATHS, localeRedirect } from './locale-redirect.js';

const arAe = { language: 'ar', region: 'ae' } as const;

describe('localeRedirect', () => {
  it('leads plain /en and /ar to that language in the shopper’s region', () => {
    expect(localeRedirect('/en', arAe)).toBe('/en-ae');
    expect(localeRedirect('/ar/', { language: 'en', region: 'eg' })).toBe('/ar-eg');
    expect(localeRedirect('/en/miss-l/cart', arAe)).toBe('/en-ae/miss-l/cart');
  });

  it.each(LOCALE_LESS_PATHS)('leads %s to the same page in the shopper’s locale', (path) => {
    expect(localeRedirect(path, arAe)).toBe(`/ar-ae${path}`);
    expect(localeRedirect(`${path}/`, arAe)).toBe(`/ar-ae${path}`);
  });

  it('leads a locale’s /lazurde to the main brand’s home in that locale', () => {
    expect(localeRedirect('/en-sa/lazurde', arAe)).toBe('/en-sa');
    expect(localeRedirect('/ar-eg/lazurde/', arAe)).toBe('/ar-eg');
  });

  it('leaves every other address to its page or to the 404 page', () => {
    expect(localeRedirect('/en-sa/cart', arAe)).toBeUndefined();
    expect(localeRedirect('/en-sa/lazurde/rings', arAe)).toBeUndefined();
    expect(localeRedirect('/rings', arAe)).toBeUndefined();
    expect(localeRedirect('/no/such/thing', arAe)).toBeUndefined();
    expect(localeRedirect('/cart/extra', arAe)).toBeUndefined();
    expect(localeRedirect('/', arAe)).toBeUndefined();
  });
});
