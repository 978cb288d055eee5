import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { seedDemoCatalogue } from '../seed/demo-catalogue.js';
import { PostgresCatalog } from './postgres-catalog.adapter.js';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresCatalog on ${engine}`, () => {
    let database: TestDatabase;
    let catalog: PostgresCatalog;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      await seedDemoCatalogue(database.handle.db);
      catalog = new PostgresCatalog(database.handle.db);
    });
    afterAll(() => database?.dispose());

    it('lists a brand’s newest products with their English names and riyal prices in KSA', async () => {
      const result = await catalog.listFeaturedProducts({ region: 'sa', language: 'en', brand: 'lazurde', limit: 3 });
      const products = result._unsafeUnwrap();

      expect(products.map((p) => p.name)).toEqual([
        'Solitaire Diamond Ring',
        'Eternity Band in Yellow Gold',
        'Rose Gold Heart Pendant',
      ]);
      expect(products[0]?.price).toEqual({ amountMinor: 745_000, currency: 'SAR' });
    });

    it('names products in Arabic and prices them in the region’s currency', async () => {
      const products = (
        await catalog.listFeaturedProducts({ region: 'eg', language: 'ar', brand: 'lazurde', limit: 2 })
      )._unsafeUnwrap();

      expect(products[0]?.name).toBe('خاتم سوليتير بالألماس');
      expect(products[0]?.price.currency).toBe('EGP');
      expect(products[1]?.salePrice?.amountMinor).toBeLessThan(products[1]?.price.amountMinor ?? 0);
    });

    it('shows waves products in KSA and none elsewhere', async () => {
      const inKsa = (await catalog.listFeaturedProducts({ region: 'sa', language: 'en', brand: 'waves', limit: 10 }))._unsafeUnwrap();
      const inUae = (await catalog.listFeaturedProducts({ region: 'ae', language: 'en', brand: 'waves', limit: 10 }))._unsafeUnwrap();

      expect(inKsa.length).toBeGreaterThan(0);
      expect(inUae).toEqual([]);
    });

    it('marks a product with no stock in the region as out of stock', async () => {
      const products = (
        await catalog.listFeaturedProducts({ region: 'sa', language: 'en', brand: 'lazurde', limit: 10 })
      )._unsafeUnwrap();

      expect(products.filter((p) => !p.inStock).map((p) => p.sku)).toEqual(['LZ-ER-1007']);
    });

    it('shows a ring’s page with its sizes, stock and Arabic text', async () => {
      const ring = (await catalog.getProductBySku({ region: 'sa', language: 'ar' }, 'LZ-RG-1001'))._unsafeUnwrap();

      expect(ring.name).toBe('خاتم سوليتير بالألماس');
      expect(ring.variants.map((variant) => variant.options)).toEqual([
        { Size: '50' },
        { Size: '52' },
        { Size: '54' },
        { Size: '56' },
      ]);
      expect(ring.inventory).toEqual({ isInStock: true, availableToSell: 48, warningLevel: 3 });
      expect(ring.price).toEqual({ amountMinor: 745_000, currency: 'SAR' });
      expect(ring.images).toEqual([{ url: '/images/catalog/ring.svg', alt: 'خاتم سوليتير بالألماس' }]);
    });

    it('answers NOT_FOUND for a product the region does not sell', async () => {
      const result = await catalog.getProductBySku({ region: 'ae', language: 'en' }, 'WV-RG-3001');

      expect(result._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'product', id: 'WV-RG-3001' } });
    });

    it('returns tiles by id in the order asked, leaving out what the region does not sell', async () => {
      const ids = (await database.handle.db.execute(
        `select id, sku from products where sku in ('LZ-NK-1003', 'WV-RG-3001', 'LZ-RG-1001')`,
      )) as { rows: { id: number; sku: string }[] };
      const idOf = (sku: string) => ids.rows.find((row) => row.sku === sku)!.id;

      const tiles = (
        await catalog.listProductsByIds({ region: 'ae', language: 'en' }, [idOf('LZ-NK-1003'), idOf('WV-RG-3001'), idOf('LZ-RG-1001')])
      )._unsafeUnwrap();

      expect(tiles.map((tile) => tile.sku)).toEqual(['LZ-NK-1003', 'LZ-RG-1001']);
      expect(tiles[0]?.price.currency).toBe('AED');
    });

    it('seeds once: a second run leaves the catalogue as it is', async () => {
      const again = await seedDemoCatalogue(database.handle.db);

      expect(again.seeded).toBe(false);
    });

    it('answers UNAVAILABLE, not a throw, when the database is gone', async () => {
      const closed = await createTestDatabase(engine);
      await closed.dispose();
      const result = await new PostgresCatalog(closed.handle.db).listFeaturedProducts({
        region: 'sa',
        language: 'en',
        brand: 'lazurde',
        limit: 1,
      });

      expect(result._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'catalog' } });
    });
  });
}
