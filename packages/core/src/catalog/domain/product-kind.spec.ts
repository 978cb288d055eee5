import { describe, expect, it } from 'vitest';
import { isBullion, productNature } from './product-kind.js';

describe('a product’s nature', () => {
  it('counts gold coins and bars as bullion, and no jewellery', () => {
    expect([isBullion('gold-coin'), isBullion('gold-bar'), isBullion('jewellery')]).toEqual([true, true, false]);
  });

  it('keeps pierced jewellery pierced but never asks a coin or a bar for a seal', () => {
    expect(productNature('jewellery', true)).toEqual({ kind: 'jewellery', pierced: true });
    expect(productNature('gold-coin', true)).toEqual({ kind: 'gold-coin', pierced: false });
    expect(productNature('gold-bar', false)).toEqual({ kind: 'gold-bar', pierced: false });
  });
});
