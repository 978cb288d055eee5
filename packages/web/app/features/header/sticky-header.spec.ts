import { describe, expect, it } from 'vitest';
import { headerShownAfter } from './sticky-header';

describe('the sticky header', () => {
  it('stays while scrolling down within the first 500 px', () => {
    expect(headerShownAfter({ previousY: 300, y: 480, shown: true })).toBe(true);
  });

  it('hides when scrolling down past 500 px', () => {
    expect(headerShownAfter({ previousY: 480, y: 520, shown: true })).toBe(false);
  });

  it('comes back as soon as the shopper scrolls up', () => {
    expect(headerShownAfter({ previousY: 1200, y: 1150, shown: false })).toBe(true);
  });

  it('is always fully shown under 100 px, whatever the direction', () => {
    expect(headerShownAfter({ previousY: 40, y: 99, shown: false })).toBe(true);
  });

  it('keeps its state when the offset does not change', () => {
    expect(headerShownAfter({ previousY: 900, y: 900, shown: false })).toBe(false);
  });
});
