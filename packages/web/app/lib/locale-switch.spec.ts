import { describe, expect, it } from 'vitest';
import { samePageIn } from './locale-switch';

describe('samePageIn', () => {
  it('keeps the page and its query, changing only the locale', () => {
    expect(samePageIn({ language: 'ar', region: 'sa' }, '/en-sa', '')).toBe('/ar-sa');
    expect(samePageIn({ language: 'ar', region: 'ae' }, '/en-ae/search', '?q=ring')).toBe('/ar-ae/search?q=ring');
  });

  it('writes category slugs and shortcut filters in the new language', () => {
    const arabic = samePageIn({ language: 'ar', region: 'sa' }, '/en-sa/miss-l/gold-jewelry/18k-gold/under-500', '?page=2');
    expect(decodeURIComponent(arabic)).toBe('/ar-sa/miss-l/مجوهرات-الذهب/ذهب-عيار-18/under-500?page=2');
    expect(samePageIn({ language: 'en', region: 'sa' }, `/ar-sa/${encodeURIComponent('خواتم')}`, '')).toBe('/en-sa/rings');
  });
});
