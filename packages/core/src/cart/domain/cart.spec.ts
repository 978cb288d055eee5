import { describe, expect, it } from 'vitest';
import { cartLineOptions, itemCount } from './cart.js';

describe('a cart line\'s options', () => {
  it('lists the variant\'s options by name, so sizes 52 and 56 of one ring read apart', () => {
    expect(cartLineOptions({ Size: '52' })).toEqual([{ name: 'Size', value: '52' }]);
    expect(cartLineOptions({ Size: '56', Metal: 'Rose gold' })).toEqual([
      { name: 'Metal', value: 'Rose gold' },
      { name: 'Size', value: '56' },
    ]);
  });

  it('has none for a product without choices, and leaves out empty names or values', () => {
    expect(cartLineOptions({})).toEqual([]);
    expect(cartLineOptions(null)).toEqual([]);
    expect(cartLineOptions({ Size: ' ', '': '52' })).toEqual([]);
  });
});

describe('the badge count', () => {
  it('counts units, not lines', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});
