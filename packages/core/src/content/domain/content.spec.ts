import { describe, expect, it } from 'vitest';
import { flashCountdown } from './content.js';

describe('promo bar flash countdown', () => {
  it('shows days, hours, minutes and seconds padded to two digits', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    expect(flashCountdown(new Date('2025-03-03T13:04:05Z'), now)).toEqual({ days: '02', hours: '03', minutes: '04', seconds: '05' });
  });

  it('hides the timer once it reaches zero', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    expect(flashCountdown(now, now)).toBeUndefined();
    expect(flashCountdown(new Date('2025-03-01T09:00:00Z'), now)).toBeUndefined();
  });
});
