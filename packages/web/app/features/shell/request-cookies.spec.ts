import { describe, expect, it } from 'vitest';
import { requestCookie } from './request-cookies';

const withCookie = (cookie: string) => new Request('http://localhost/en-sa', { headers: { cookie } });

describe('reading a request cookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(requestCookie(withCookie('a=1; promo_bar_hidden=1; user_locale=ar-sa'), 'promo_bar_hidden')).toBe('1');
    expect(requestCookie(withCookie('note=gold%20rings'), 'note')).toBe('gold rings');
  });

  it('answers nothing for a missing, similarly named or malformed cookie', () => {
    expect(requestCookie(new Request('http://localhost/'), 'x')).toBeUndefined();
    expect(requestCookie(withCookie('xpromo_bar_hidden=1'), 'promo_bar_hidden')).toBeUndefined();
    expect(requestCookie(withCookie('x=%E0%A4%A'), 'x')).toBeUndefined();
  });
});
