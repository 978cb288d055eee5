import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCheckoutSettings } from '@storefront/core/checkout';
import { parsePhoneNumber } from '@storefront/core/customer';
import { regionSchema } from '@storefront/core/locale';
import { CATEGORY_SLUGS } from '@storefront/core/search';
import { ENGINES } from '../../test/engines.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { DEMO_CUSTOMERS, DEMO_GOLD_PIECES } from '@storefront/demo-store';
import { demoSource } from '../../test/demo-store.js';
import { verifyPassword } from '../customer/password-hash.js';
import type { CatalogueSource, ImportProgress } from './catalogue-import.js';
import { importCatalogue } from './import-catalogue.js';
import { PostgresOrderStore } from '../order/postgres-order-store.adapter.js';

/** The demo store of 60 pieces, and its gold coins and bars besides. */
const PRODUCTS = 60 + DEMO_GOLD_PIECES.length;
const DEFAULTS = defaultCheckoutSettings();

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`a catalogue import (the demo store) on ${engine}`, () => {
    let database: TestDatabase;
    const progress: ImportProgress[] = [];
    const source = demoSource({ products: 60 });

    async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      return ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    }
    async function count(query: ReturnType<typeof sql>): Promise<number> {
      const [row] = await rows<{ n: number | string }>(query);
      return Number(row?.n ?? -1);
    }

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      const outcome = await importCatalogue(database.handle.db, source, { onProgress: (step) => progress.push(step) });
      expect(outcome).toEqual({ imported: true, products: PRODUCTS, indexed: PRODUCTS });
    });
    afterAll(() => database?.dispose());

    it('writes the number of products asked and reports its progress up to them', async () => {
      expect(await count(sql`select count(*) as n from products`)).toBe(PRODUCTS);
      expect(progress[0]).toEqual({ done: 0, total: PRODUCTS });
      expect(progress.at(-1)).toEqual({ done: PRODUCTS, total: PRODUCTS });
    });

    it('holds every category slug of the spec with English and Arabic slugs and names', async () => {
      const categories = await rows<{ slug_en: string; slug_ar: string; name_en: string; name_ar: string }>(
        sql`select slug_en, slug_ar, name_en, name_ar from categories`,
      );
      for (const [slugEn, slugAr] of Object.entries(CATEGORY_SLUGS)) {
        const category = categories.find((c) => c.slug_en === slugEn);
        expect(category?.slug_ar).toBe(slugAr);
        expect(category?.name_ar).toMatch(/[\u0621-\u064A]/);
      }
      expect(await count(sql`select count(*) as n from categories c join categories p on p.id = c.parent_id where p.parent_id is not null`)).toBe(0);
    });

    it('never prices waves outside KSA', async () => {
      expect(await count(sql`select count(*) as n from product_prices pp join products p on p.id = pp.product_id where p.brand_code = 'waves' and pp.region <> 'sa'`)).toBe(0);
      expect(await count(sql`select count(*) as n from product_prices pp join products p on p.id = pp.product_id where p.brand_code = 'waves'`)).toBeGreaterThan(0);
    });

    it('keeps every sale price below its price', async () => {
      expect(await count(sql`select count(*) as n from product_prices where sale_price_minor >= price_minor`)).toBe(0);
      expect(await count(sql`select count(*) as n from product_prices where sale_price_minor is not null`)).toBeGreaterThan(0);
    });

    it('has products out of stock and products at or below their warning level', async () => {
      const perProduct = sql`select v.product_id, l.region, sum(i.available_to_sell) as units, min(i.warning_level) as warning
        from inventory i join product_variants v on v.id = i.variant_id join inventory_locations l on l.id = i.location_id
        group by v.product_id, l.region`;
      expect(await count(sql`select count(*) as n from (${perProduct}) s where units = 0`)).toBeGreaterThan(0);
      expect(await count(sql`select count(*) as n from (${perProduct}) s where units > 0 and units <= warning`)).toBeGreaterThan(0);
    });

    it('keeps each review summary equal to the product’s published reviews', async () => {
      const mismatched = sql`select count(*) as n from review_summaries s
        left join (select product_id, sum(rating) as total, count(*) as reviews from reviews where status = 'published' group by product_id) r on r.product_id = s.product_id
        where s.summation_of_ratings <> coalesce(r.total, 0) or s.number_of_reviews <> coalesce(r.reviews, 0)`;
      expect(await count(mismatched)).toBe(0);
      expect(await count(sql`select count(*) as n from review_summaries`)).toBe(PRODUCTS);
    });

    it('opens a verified demo customer in each region whose password checks against its hash', async () => {
      const customers = await rows<{ id: number; region: string; email: string; password_hash: string; phone: string }>(
        sql`select id, region, email, password_hash, phone from customers order by id`,
      );
      expect(customers.map((c) => c.email)).toEqual(DEMO_CUSTOMERS.map((c) => c.email));
      for (const customer of customers) {
        const demo = DEMO_CUSTOMERS.find((c) => c.email === customer.email)!;
        const region = regionSchema.parse(customer.region);
        expect(await verifyPassword(demo.password, customer.password_hash)).toBe(true);
        expect(parsePhoneNumber(customer.phone, region)._unsafeUnwrap().e164).toBe(customer.phone);
        const attributes = await rows<{ attribute_id: number; value: string }>(
          sql`select attribute_id, value from customer_attributes where customer_id = ${customer.id} order by attribute_id`,
        );
        const book = await rows<{ id: number; governorate: string; is_default: boolean }>(
          sql`select id, governorate, is_default from addresses where customer_id = ${customer.id} order by id`,
        );
        expect(book.map((address) => address.governorate)).toEqual(demo.addresses.map((address) => address.governorate));
        // The first address is the default: attribute 5 and the row's flag.
        expect(attributes.map((a) => [Number(a.attribute_id), a.value])).toEqual([[5, String(book[0]!.id)], [15, 'true'], [16, 'true']]);
        expect(book.map((address) => address.is_default)).toEqual([true, false]);
        const saved = await rows<{ sku: string }>(
          sql`select p.sku from wishlist_items i join wishlists w on w.id = i.wishlist_id join products p on p.id = i.product_id where w.customer_id = ${customer.id} order by i.added_at`,
        );
        expect(saved.map((item) => item.sku)).toEqual(demo.wishlistSkus);
      }
    });

    it('lists boutiques per region: waves only in KSA, closed days as null', async () => {
      const stores = await rows<{ region: string; brand_code: string; n: number | string }>(
        sql`select region, brand_code, count(*) as n from store_locations group by region, brand_code`,
      );
      const countOf = (region: string, brand: string) => Number(stores.find((s) => s.region === region && s.brand_code === brand)?.n ?? 0);
      for (const region of ['sa', 'ae', 'eg']) {
        expect(countOf(region, 'lazurde')).toBeGreaterThanOrEqual(3);
        expect(countOf(region, 'missl')).toBeGreaterThanOrEqual(1);
      }
      expect(countOf('ae', 'waves') + countOf('eg', 'waves')).toBe(0);
      expect(countOf('sa', 'waves')).toBeGreaterThan(0);
      expect(await count(sql`select count(*) as n from store_locations where jsonb_array_length(opening_hours) <> 7`)).toBe(0);
      expect(await count(sql`select count(*) as n from store_locations where opening_hours @> '[null]'::jsonb`)).toBeGreaterThan(0);
    });

    it('makes every boutique a stock location of its region holding the units the source gives it, for pickups', async () => {
      const data = source.load();
      const { storeLocations } = data;
      const boutiques = await rows<{ store_location_id: number; region: string; name_en: string }>(
        sql`select l.store_location_id, l.region, s.name_en from inventory_locations l join store_locations s on s.id = l.store_location_id and s.region = l.region order by s.id`,
      );
      expect(boutiques).toHaveLength(storeLocations.length);
      const held = await rows<{ sku: string; units: number; name_en: string; brand_code: string }>(
        sql`select v.sku, i.available_to_sell as units, s.name_en, s.brand_code from inventory i join inventory_locations l on l.id = i.location_id join store_locations s on s.id = l.store_location_id join product_variants v on v.id = i.variant_id`,
      );
      const given = storeLocations.flatMap((store) => Object.entries(store.stock ?? {}).map(([sku, units]) => ({ sku, units, name_en: store.nameEn, brand_code: store.brand })));
      const key = (row: { sku: string; name_en: string; brand_code: string }) => `${row.brand_code} ${row.name_en} ${row.sku}`;
      const heldUnits = new Map(held.map((row) => [key(row), Number(row.units)]));
      expect([...heldUnits.keys()].sort()).toEqual(given.map(key).sort());
      // The demo accounts' pickups were collected from these shelves.
      const collected = data.customers.flatMap((customer) => (customer.orders ?? []).filter((order) => order.delivery === 'pickup').flatMap((order) => order.lines));
      const sum = (units: Iterable<number>) => [...units].reduce((total, n) => total + n, 0);
      expect(sum(given.map((row) => row.units)) - sum(heldUnits.values())).toBe(sum(collected.map((line) => line.quantity)));
      for (const row of given) expect(heldUnits.get(key(row))).toBeLessThanOrEqual(row.units);
      expect(given.length).toBeGreaterThan(0);
    });

    it('places each demo account’s order history through the engine: every state, totals that add up with the checkout’s fees, delivered times kept', async () => {
      const store = new PostgresOrderStore(database.handle.db);
      for (const customer of DEMO_CUSTOMERS) {
        const [row] = await rows<{ id: number }>(sql`select id from customers where email = ${customer.email}`);
        const orders = (await store.list(customer.region, { customerId: Number(row?.id) }))._unsafeUnwrap();
        expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['placed', 'paid', 'awaiting-cash', 'processing', 'shipped', 'delivered', 'cancelled']));
        for (const order of orders) {
          // The lines, the shipping the default settings charge (none at a boutique, none above the
          // free-delivery threshold) and the courier's fee for cash at the door.
          const goods = order.lines.reduce((sum, line) => sum + line.total.amountMinor, 0);
          const { shipping: services, cashOnDelivery } = DEFAULTS.regions[customer.region];
          const free = services.standard.freeAboveMinor;
          const shipping = order.delivery.kind === 'pickup' || (free !== undefined && goods >= free) ? 0 : services.standard.feeMinor;
          const cashFee = order.payment.method === 'cash-on-delivery' && order.delivery.kind === 'home' ? cashOnDelivery.feeMinor : 0;
          expect([order.totals.shipping.amountMinor, order.totals.cashOnDeliveryFee.amountMinor]).toEqual([shipping, cashFee]);
          expect(order.totals.total.amountMinor).toBe(goods + shipping + cashFee);
          expect(order.timeline[0]?.status).toBe('placed');
          expect(order.timeline.at(-1)?.status).toBe(order.status);
          expect(order.tracking !== undefined).toBe(order.timeline.some((event) => event.status === 'shipped'));
        }
      }
      expect(await count(sql`select count(*) as n from orders where status = 'delivered' and delivered_at is null`)).toBe(0);
      expect(await count(sql`select count(*) as n from stock_reservations`)).toBe(0);
    });

    it('writes the content, the coupons and each facet value’s Arabic label in the same import', async () => {
      expect(await count(sql`select count(*) as n from content_entries`)).toBe(source.load().content.length);
      expect(await count(sql`select count(*) as n from promotions`)).toBe(source.promotions.length);
      const labels = source.load().facetLabels;
      const [ring] = await rows<{ type_ar: string }>(sql`select type_ar from products where type = 'Rings' limit 1`);
      expect(ring?.type_ar).toBe(labels.find((label) => label.facet === 'type' && label.en === 'Rings')?.ar);
      expect(await count(sql`select count(*) as n from products where type_ar is null or metal_ar is null and metal is not null`)).toBe(0);
    });

    it('imports once: a second run reads nothing, changes nothing and says so', async () => {
      const before = await rows(sql`select (select count(*) from products) as products, (select count(*) from content_entries) as content`);
      let loaded = false;
      const bigger = demoSource({ products: 80 });
      const again = await importCatalogue(database.handle.db, { ...bigger, load: () => ((loaded = true), bigger.load()) });

      expect(again).toEqual({ imported: false, products: PRODUCTS });
      expect(loaded).toBe(false);
      expect(await rows(sql`select (select count(*) from products) as products, (select count(*) from content_entries) as content`)).toEqual(before);
    });

    it('lets only one of two starts import when they race on one database', async () => {
      const fresh = await createTestDatabase(engine);
      try {
        const outcomes = await Promise.all([
          importCatalogue(fresh.handle.db, demoSource({ products: 20 }), { searchIndex: false }),
          importCatalogue(fresh.handle.db, demoSource({ products: 20 }), { searchIndex: false }),
        ]);

        expect(outcomes.map((o) => o.imported).sort()).toEqual([false, true]);
        expect(outcomes.map((o) => o.products)).toEqual([20 + DEMO_GOLD_PIECES.length, 20 + DEMO_GOLD_PIECES.length]);
      } finally {
        await fresh.dispose();
      }
    });

    it('refuses a catalogue whose product names a category it does not hold, and writes none of it', async () => {
      const fresh = await createTestDatabase(engine);
      try {
        const demo = demoSource({ products: 20 });
        const broken: CatalogueSource = {
          ...demo,
          load: () => {
            const data = demo.load();
            return { ...data, products: data.products.map((product, index) => (index === 0 ? { ...product, categories: ['no-such-category'] } : product)) };
          },
        };
        await expect(importCatalogue(fresh.handle.db, broken)).rejects.toThrow(/no-such-category/);
        const [left] = ((await fresh.handle.db.execute(sql`select count(*) as n from products`)) as unknown as { rows: { n: number | string }[] }).rows;
        expect(Number(left?.n)).toBe(0);
      } finally {
        await fresh.dispose();
      }
    });
  });
}
