import { describe, expect, it } from 'vitest';
import type { NavigationItem } from './content.js';
import { DefaultStoreLocatorPolicy, isStoreLocatorPath, withoutStoreLocatorLinks } from './store-locator.policy.js';

const link = (title: string, url: string, children: readonly NavigationItem[] = []): NavigationItem => ({ title, url, openInNewTab: false, children });

describe('DefaultStoreLocatorPolicy', () => {
  it('offers the store locator in KSA and Egypt, not in the UAE', () => {
    const policy = new DefaultStoreLocatorPolicy();
    expect(policy.offeredIn('sa')).toBe(true);
    expect(policy.offeredIn('eg')).toBe(true);
    expect(policy.offeredIn('ae')).toBe(false);
  });

  it('takes the regions without a locator from configuration', () => {
    const everywhere = new DefaultStoreLocatorPolicy([]);
    expect(everywhere.offeredIn('ae')).toBe(true);
    const egyptOnly = new DefaultStoreLocatorPolicy(['eg']);
    expect(egyptOnly.offeredIn('eg')).toBe(false);
    expect(egyptOnly.offeredIn('ae')).toBe(true);
  });

  it('refuses a region the store does not know', () => {
    expect(() => new DefaultStoreLocatorPolicy(['uk' as never])).toThrow();
  });
});

describe('isStoreLocatorPath', () => {
  it('knows every brand’s store locator, however the address ends', () => {
    expect(isStoreLocatorPath('/store-locations')).toBe(true);
    expect(isStoreLocatorPath('/miss-l/store-locations/')).toBe(true);
    expect(isStoreLocatorPath('/Store-Locations?city=riyadh')).toBe(true);
    expect(isStoreLocatorPath('/store-locations#map')).toBe(true);
  });

  it('leaves other pages alone', () => {
    expect(isStoreLocatorPath('/help-centre/order')).toBe(false);
    expect(isStoreLocatorPath('/rings/store-locations')).toBe(false);
    expect(isStoreLocatorPath('https://maps.example/store-locations')).toBe(false);
  });
});

describe('withoutStoreLocatorLinks', () => {
  it('drops the store-locator links at every level and keeps the rest in order', () => {
    const navigation = [
      link('Customer care', '/help-centre/order', [link('Need Help?', '/help-centre/order'), link('Store locations', '/store-locations'), link('Return policy', '/help-centre/return-policy')]),
      link('Boutiques', '/miss-l/store-locations', [link('Riyadh', '/miss-l/store-locations')]),
    ];
    expect(withoutStoreLocatorLinks(navigation)).toEqual([
      link('Customer care', '/help-centre/order', [link('Need Help?', '/help-centre/order'), link('Return policy', '/help-centre/return-policy')]),
    ]);
  });
});
