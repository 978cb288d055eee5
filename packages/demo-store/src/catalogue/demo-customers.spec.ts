import { describe, expect, it } from 'vitest';
import { isKnownArea, parsePhoneNumber } from '@storefront/core/customer';
import { DEMO_CUSTOMERS } from './demo-customers.js';
import { DEMO_PRODUCTS } from './demo-products.js';

describe('the demo accounts', () => {
  it('are one per region', () => {
    expect(DEMO_CUSTOMERS.map((customer) => customer.region).sort()).toEqual(['ae', 'eg', 'sa']);
  });

  it('hold addresses the account pages accept: the region’s phone rule and one of its governorates and cities', () => {
    for (const customer of DEMO_CUSTOMERS) {
      expect(customer.addresses.length).toBeGreaterThan(0);
      for (const address of customer.addresses) {
        expect(isKnownArea(customer.region, address.governorate, address.city)).toBe(true);
        expect(parsePhoneNumber(address.phone, customer.region)._unsafeUnwrap().e164).toBe(address.phone);
      }
    }
  });

  it('save wish lists of signature pieces every region sells (no Waves, which is KSA only)', () => {
    const signature = new Map(DEMO_PRODUCTS.map((product) => [product.sku, product.brand]));
    for (const customer of DEMO_CUSTOMERS) {
      expect(customer.wishlistSkus.length).toBeGreaterThan(0);
      for (const sku of customer.wishlistSkus) expect(['lazurde', 'missl']).toContain(signature.get(sku));
    }
  });
});
