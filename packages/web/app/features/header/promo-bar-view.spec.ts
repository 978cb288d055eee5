import { describe, expect, it } from 'vitest';
import { promoBarData, promoBarState } from './promo-bar-view';

const KSA_ENGLISH = { language: 'en', region: 'sa' } as const;

describe('the promo bar', () => {
  it('links below the shopper locale and keeps full addresses', () => {
    expect(promoBarData({ message: 'New in', messageUrl: '/miss-l/new-in' }, KSA_ENGLISH).href).toBe('/en-sa/miss-l/new-in');
    expect(promoBarData({ message: 'Home', messageUrl: '/' }, { language: 'ar', region: 'eg' }).href).toBe('/ar-eg');
    expect(promoBarData({ message: 'Offers', messageUrl: 'https://example.com/offers' }, KSA_ENGLISH).href).toBe('https://example.com/offers');
  });

  it('shows the flash message with the time left, padded to two digits', () => {
    const promo = promoBarData({ message: 'Free shipping', flashMessage: 'Flash sale ends in', flashEndsAt: new Date('2030-01-02T03:04:05Z') }, KSA_ENGLISH);
    expect(promoBarState(promo, new Date('2030-01-01T00:00:00Z'))).toEqual({
      kind: 'flash',
      message: 'Flash sale ends in',
      countdown: { days: '01', hours: '03', minutes: '04', seconds: '05' },
    });
  });

  it('falls back to the plain message when the countdown reaches zero', () => {
    const promo = promoBarData({ message: 'Free shipping', flashMessage: 'Flash sale', flashEndsAt: new Date('2030-01-01T00:00:00Z') }, KSA_ENGLISH);
    expect(promoBarState(promo, new Date('2030-01-01T00:00:00Z'))).toEqual({ kind: 'plain', message: 'Free shipping' });
  });

  it('never renders a background that is not a colour, and picks a readable ink', () => {
    expect(promoBarData({ message: 'Hi', backgroundColor: 'url(javascript:alert(1))' }, KSA_ENGLISH)).toMatchObject({ backgroundColor: '#1d1d1b', ink: 'light' });
    expect(promoBarData({ message: 'Hi', backgroundColor: '#F4D6D2' }, KSA_ENGLISH)).toMatchObject({ backgroundColor: '#F4D6D2', ink: 'dark' });
  });
});
