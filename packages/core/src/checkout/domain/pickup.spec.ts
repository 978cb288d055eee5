import { describe, expect, it } from 'vitest';
import { JEDDAH_BOUTIQUE, NECKLACE, RIYADH_BOUTIQUE, RING } from '../test-support/checkout-world.js';
import { pickupOptions } from './pickup.js';

const line = (variant: typeof RING, quantity: number) => ({ variantId: variant.variantId, sku: variant.sku, quantity });

describe('pickupOptions', () => {
  it('offers only the boutiques holding every line in its full quantity', () => {
    expect(pickupOptions([RIYADH_BOUTIQUE, JEDDAH_BOUTIQUE], [line(RING, 1)]).map((boutique) => boutique.locationId)).toEqual([501, 502]);
    expect(pickupOptions([RIYADH_BOUTIQUE, JEDDAH_BOUTIQUE], [line(RING, 1), line(NECKLACE, 1)]).map((boutique) => boutique.locationId)).toEqual([501]);
    expect(pickupOptions([RIYADH_BOUTIQUE, JEDDAH_BOUTIQUE], [line(RING, 3)]).map((boutique) => boutique.locationId)).toEqual([502]);
  });

  it('offers no boutique for an empty cart', () => {
    expect(pickupOptions([RIYADH_BOUTIQUE], [])).toEqual([]);
  });
});
