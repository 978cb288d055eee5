import { describe, expect, it } from 'vitest';
import { chooseVariant } from './variant-choice.js';

const ring = [{ variantId: 11 }, { variantId: 12 }, { variantId: 13 }];
const pendant = [{ variantId: 21 }];

describe('the variant of a new cart line', () => {
  it('is the one named, when the product sells it', () => {
    expect(chooseVariant(ring, 12)._unsafeUnwrap()).toEqual({ variantId: 12 });
    expect(chooseVariant(pendant, 21)._unsafeUnwrap()).toEqual({ variantId: 21 });
  });

  it('is the only one of a product sold in one variant, when none is named', () => {
    expect(chooseVariant(pendant, undefined)._unsafeUnwrap()).toEqual({ variantId: 21 });
  });

  it('is never picked for the shopper among sizes: none named is SIZE_REQUIRED', () => {
    expect(chooseVariant(ring, undefined)._unsafeUnwrapErr().code).toBe('SIZE_REQUIRED');
  });

  it('is refused when the product does not sell the variant named, or nothing at all', () => {
    expect(chooseVariant(ring, 21)._unsafeUnwrapErr().code).toBe('VARIANT_NOT_SOLD');
    expect(chooseVariant([], undefined)._unsafeUnwrapErr().code).toBe('VARIANT_NOT_SOLD');
  });
});
