import { describe, expect, it } from 'vitest';
import { localeCookie, staleSessionKeys } from './locale-change';

describe('changing locale', () => {
  it('remembers the choice in the user_locale cookie for one year', () => {
    expect(localeCookie({ language: 'ar', region: 'eg' }, { secure: false })).toBe('user_locale=ar-eg; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie({ language: 'en', region: 'ae' }, { secure: true })).toMatch(/; Secure$/);
  });

  it('forgets the cached cart on a language change but keeps the cart of the region', () => {
    expect(staleSessionKeys({ language: 'en', region: 'sa' }, { language: 'ar', region: 'sa' })).toEqual(['cartData', 'cartItem_counter']);
  });

  it('forgets the cart id as well when the region changes', () => {
    expect(staleSessionKeys({ language: 'en', region: 'sa' }, { language: 'en', region: 'ae' })).toEqual(['cartData', 'cartItem_counter', 'cartId']);
  });

  it('forgets nothing when the locale stays', () => {
    expect(staleSessionKeys({ language: 'ar', region: 'eg' }, { language: 'ar', region: 'eg' })).toEqual([]);
  });
});
