import { describe, expect, it } from 'vitest';
import { directionsUrl, telHref } from './directions-url';

describe('store directions', () => {
  it('open the maps at the boutique’s coordinates', () => {
    const url = new URL(directionsUrl(24.756, 46.6293));

    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('24.75600,46.62930');
  });

  it('keep the sign of coordinates west and south', () => {
    expect(new URL(directionsUrl(-33.8688, -151.2093)).searchParams.get('destination')).toBe('-33.86880,-151.20930');
  });

  it('dial a number without its spaces', () => {
    expect(telHref('+966 11 234 5601')).toBe('tel:+966112345601');
  });
});
