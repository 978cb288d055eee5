import { describe, expect, it } from 'vitest';
import { BRANDS, REGIONS, brandSellsIn } from '@storefront/core/locale';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@storefront/core/returns';
import { generateDemoCatalogue } from './catalogue/catalogue-generator.js';
import { DEMO_ORDERED_COIN } from './catalogue/demo-gold.js';
import { DEMO_PRODUCTS } from './catalogue/demo-products.js';
import { DEMO_FACET_LABELS } from './catalogue/facet-labels.js';
import { DEMO_CATALOGUE_KEY, demoStore, demoStoreData } from './demo-store.js';

describe('the demo store as a catalogue source', () => {
  it('offers its coupons at once but makes the catalogue only when asked', () => {
    const source = demoStore({ products: 40 });

    expect(source.key).toBe(DEMO_CATALOGUE_KEY);
    expect(source.promotions.map((promotion) => `${promotion.region}:${promotion.code}`)).toContain('eg:SAVE500');
    // The six gold pieces come on top of the pieces asked for.
    expect(source.load().products).toHaveLength(40 + 6);
  });

  it('holds exactly the generated catalogue, so a store imported from it is the one the generator describes', () => {
    const data = demoStoreData({ products: 40 });
    const catalogue = generateDemoCatalogue({ products: 40 });

    expect(JSON.stringify(data.products)).toBe(JSON.stringify(catalogue.products));
    expect(data.categories).toEqual(catalogue.categories);
    expect(data.storeLocations).toEqual(catalogue.stores);
    expect(JSON.parse(data.stamp)).toEqual({ version: 4, seed: 'storefront-demo', products: 46 });
  });

  it('sells each brand where the core says it sells, and names every region and brand in Arabic', () => {
    const data = demoStoreData({ products: 40 });

    expect(data.regions.map((region) => region.code)).toEqual([...REGIONS]);
    for (const brand of data.brands) {
      expect(brand.regions).toEqual(REGIONS.filter((region) => brandSellsIn(brand.code, region)));
      expect(brand.nameAr).toMatch(/[\u0621-\u064A]/);
    }
    expect(data.brands.map((brand) => brand.code)).toEqual([...BRANDS]);
  });

  it('gives each demo account an order in every state, a delivered one past its return window, of pieces there is plenty of', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const data = demoStoreData({}, now);
    const signatures = new Set(DEMO_PRODUCTS.map((product) => product.sku));
    const productOf = new Map(data.products.flatMap((product) => product.variants.map((variant) => [variant.sku, product] as const)));

    for (const customer of data.customers) {
      const last = customer.orders.map((order) => order.history.at(-1)!);
      expect(new Set(last.map((move) => move.status))).toEqual(new Set(['placed', 'paid', 'awaiting-cash', 'processing', 'shipped', 'delivered', 'cancelled']));
      const window = DEFAULT_RETURN_WINDOW_DAYS[customer.region] * 86_400_000;
      const delivered = last.filter((move) => move.status === 'delivered').map((move) => now.getTime() - move.at.getTime());
      expect(delivered.some((age) => age < window)).toBe(true);
      expect(delivered.some((age) => age > window)).toBe(true);
      expect(customer.orders.some((order) => order.delivery === 'pickup')).toBe(true);
      for (const order of customer.orders) {
        expect(order.history[0]?.status).toBe('placed');
        expect(order.history.map((move) => move.at.getTime())).toEqual([...order.history.map((move) => move.at.getTime())].sort((a, b) => a - b));
        expect(order.history.some((move) => move.status === 'shipped')).toBe(order.tracking !== undefined);
        for (const line of order.lines) {
          const product = productOf.get(line.sku);
          expect(product?.prices.some((price) => price.region === customer.region)).toBe(true);
          expect(signatures.has(product!.sku)).toBe(false);
        }
      }
    }
    expect(JSON.stringify(demoStoreData({}, now).customers)).toBe(JSON.stringify(data.customers));
  });

  it('gives each demo account a delivered order with the gold coin beside a returnable piece, and Egypt a cash-on-delivery one, both within the return window', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const data = demoStoreData({}, now);
    const productOf = new Map(data.products.flatMap((product) => product.variants.map((variant) => [variant.sku, product] as const)));
    const withinWindow = (region: 'sa' | 'ae' | 'eg', order: (typeof data.customers)[number]['orders'][number]) => {
      const last = order.history.at(-1)!;
      return last.status === 'delivered' && now.getTime() - last.at.getTime() < DEFAULT_RETURN_WINDOW_DAYS[region] * 86_400_000;
    };

    for (const customer of data.customers) {
      const coinOrders = customer.orders.filter((order) => order.lines.some((line) => line.sku === DEMO_ORDERED_COIN));
      expect(coinOrders, customer.region).toHaveLength(1);
      const [coinOrder] = coinOrders;
      expect(withinWindow(customer.region, coinOrder!)).toBe(true);
      expect(coinOrder).toMatchObject({ method: 'card', delivery: 'home' });
      expect(coinOrder!.lines.map((line) => [productOf.get(line.sku)?.kind, productOf.get(line.sku)?.pierced, line.quantity])).toEqual([
        ['gold-coin', false, 1],
        ['jewellery', false, 1],
      ]);
      const cash = customer.orders.filter((order) => order.method === 'cash-on-delivery' && withinWindow(customer.region, order));
      expect(cash.length, customer.region).toBe(customer.region === 'eg' ? 1 : 0);
      for (const order of cash) expect(order.lines.every((line) => productOf.get(line.sku)?.kind === 'jewellery' && productOf.get(line.sku)?.pierced === false)).toBe(true);
      // My Orders opens the one shipped order of the account.
      expect(customer.orders.filter((order) => order.history.at(-1)?.status === 'shipped')).toHaveLength(1);
    }
  });

  it('brings verified demo accounts and a label for every facet value of the vocabulary', () => {
    const data = demoStoreData({ products: 40 });

    expect(data.customers.every((customer) => customer.emailVerified)).toBe(true);
    const vocabulary = Object.values(DEMO_FACET_LABELS).reduce((sum, labels) => sum + labels.size, 0);
    expect(data.facetLabels).toHaveLength(vocabulary);
    expect(data.facetLabels.find((label) => label.facet === 'type' && label.en === 'Rings')?.ar).toBe('خواتم');
  });

  it('dates the promo bar’s flash countdown from the moment the store is made', () => {
    const at = (iso: string) => JSON.stringify(demoStoreData({ products: 40 }, new Date(iso)).content);

    expect(at('2026-11-01T00:00:00Z')).toBe(at('2026-11-01T00:00:00Z'));
    expect(at('2026-11-01T00:00:00Z')).not.toBe(at('2026-12-01T00:00:00Z'));
  });
});
