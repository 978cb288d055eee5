import { describe, expect, it } from 'vitest';
import { documentLocale, localeFromRequest } from './locale';

const request = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {});

describe('locale of a request', () => {
  it('comes from the first path segment', () => {
    expect(localeFromRequest(request('/ar-eg/rings'))).toEqual({ locale: { language: 'ar', region: 'eg' }, fromPath: true });
  });

  it('falls back to the user_locale cookie, then to English in KSA', () => {
    expect(localeFromRequest(request('/', 'theme=dark; user_locale=ar-ae')).locale).toEqual({ language: 'ar', region: 'ae' });
    expect(localeFromRequest(request('/', 'user_locale=xx-yy')).locale).toEqual({ language: 'en', region: 'sa' });
    expect(localeFromRequest(request('/')).locale).toEqual({ language: 'en', region: 'sa' });
  });

  it('sets the document right to left for Arabic', () => {
    expect(documentLocale({ language: 'ar', region: 'sa' })).toEqual({ tag: 'ar-sa', lang: 'ar', dir: 'rtl' });
    expect(documentLocale({ language: 'en', region: 'eg' })).toEqual({ tag: 'en-eg', lang: 'en', dir: 'ltr' });
  });
});

describe('locale of a client-side data request', () => {
  it('reads the page’s locale, not the .data address React Router fetches', () => {
    expect(localeFromRequest(request('/ar-ae.data?_routes=root')).locale).toEqual({ language: 'ar', region: 'ae' });
  });
});
