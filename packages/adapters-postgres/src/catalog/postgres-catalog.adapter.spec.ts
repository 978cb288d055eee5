import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockStateOf } from '@storefront/core/catalog';
import { causeOf } from '@storefront/core/shared';
import { ENGINES } from '../../test/engines.js';
import { inventory, inventoryLocations, productImages, productVariants, products as productTable } from '../database/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { demoCatalogueTemplate, seedDemoCatalogue } from '../../test/demo-store.js';
import { PostgresCatalog } from './postgres-catalog.adapter.js';

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresCatalog on ${engine}`, () => {
    let database: TestDatabase;
    let catalog: PostgresCatalog;

    beforeAll(async () => {
      database = await createTestDatabase(engine, demoCatalogueTemplate());
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

    it('gives every tile the stock and warning level its product page shows', async () => {
      const tiles = (await catalog.listFeaturedProducts({ region: 'sa', language: 'en', brand: 'lazurde', limit: 10 }))._unsafeUnwrap();

      for (const tile of tiles) {
        const page = (await catalog.getProductBySku({ region: 'sa', language: 'en' }, tile.sku))._unsafeUnwrap();
        expect({ sku: tile.sku, availableToSell: tile.availableToSell, warningLevel: tile.warningLevel }).toEqual({
          sku: tile.sku,
          availableToSell: page.inventory.availableToSell,
          warningLevel: page.inventory.warningLevel,
        });
      }
      expect(tiles.find((tile) => tile.sku === 'LZ-ER-1007')).toMatchObject({ inStock: false, availableToSell: 0 });
    });

    it('shows a tile as low on stock once its last units are down to the warning level', async () => {
      const [ring] = await database.handle.db.select({ id: productTable.id }).from(productTable).where(eq(productTable.sku, 'LZ-RG-1001'));
      const variants = (
        await database.handle.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, ring?.id ?? 0))
      ).map((variant) => variant.id);
      const before = (await catalog.listProductsByIds({ region: 'sa', language: 'en' }, [ring?.id ?? 0]))._unsafeUnwrap();
      expect(stockStateOf(before[0]!)).toBe('in-stock');
      const saved = await database.handle.db.select().from(inventory).where(inArray(inventory.variantId, variants));

      await database.handle.db.update(inventory).set({ availableToSell: 0 }).where(inArray(inventory.variantId, variants));
      const [ksa] = await database.handle.db.select({ id: inventoryLocations.id }).from(inventoryLocations).where(eq(inventoryLocations.region, 'sa'));
      const location = saved.find((row) => row.locationId === ksa?.id);
      await database.handle.db
        .update(inventory)
        .set({ availableToSell: 2 })
        .where(and(eq(inventory.variantId, location?.variantId ?? 0), eq(inventory.locationId, location?.locationId ?? 0)));
      try {
        const [tile] = (await catalog.listProductsByIds({ region: 'sa', language: 'en' }, [ring?.id ?? 0]))._unsafeUnwrap();
        const page = (await catalog.getProductBySku({ region: 'sa', language: 'en' }, 'LZ-RG-1001'))._unsafeUnwrap();
        expect(tile).toMatchObject({ inStock: true, warningLevel: 3 });
        expect(tile?.availableToSell).toBe(page.inventory.availableToSell);
        expect(stockStateOf(tile!)).toBe('low-stock');
      } finally {
        // Put the ring's stock back for the tests that follow.
        await database.handle.db.delete(inventory).where(inArray(inventory.variantId, variants));
        await database.handle.db.insert(inventory).values(saved);
      }
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

    it('gives a product’s details in the page’s language, as the listing’s filters name them', async () => {
      const arabic = (await catalog.getProductBySku({ region: 'sa', language: 'ar' }, 'LZ-RG-1001'))._unsafeUnwrap();
      const english = (await catalog.getProductBySku({ region: 'ae', language: 'en' }, 'LZ-RG-1001'))._unsafeUnwrap();

      expect(english.customFields).toEqual({ type: 'Rings', metal: 'Gold', karat: '18K', colour: 'White Gold', stone: 'Diamonds', collection: 'Nour' });
      expect(arabic.customFields).toEqual({ type: 'خواتم', metal: 'ذهب', karat: '18 قيراط', colour: 'ذهب أبيض', stone: 'الألماس', collection: 'نور' });
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

    it('knows the images its products show, and no other', async () => {
      const [shown] = await database.handle.db.select({ path: productTable.imagePath }).from(productTable).limit(1);
      const [view] = await database.handle.db.select({ path: productImages.path }).from(productImages).orderBy(desc(productImages.position)).limit(1);

      expect((await catalog.showsImage(shown!.path))._unsafeUnwrap()).toBe(true);
      expect((await catalog.showsImage(view!.path))._unsafeUnwrap()).toBe(true);
      expect((await catalog.showsImage('/images/illustrations/ring-gold-yellow-diamond-10000.svg'))._unsafeUnwrap()).toBe(false);
      expect((await catalog.showsImage("/images/x.svg' or '1'='1"))._unsafeUnwrap()).toBe(false);
    });

    it('seeds once: a second run leaves the catalogue as it is', async () => {
      const again = await seedDemoCatalogue(database.handle.db);

      expect(again.imported).toBe(false);
    });

    it('answers UNAVAILABLE, not a throw, when the database is gone, with what failed for the log', async () => {
      const closed = await createTestDatabase(engine);
      await closed.dispose();
      const result = await new PostgresCatalog(closed.handle.db).listFeaturedProducts({
        region: 'sa',
        language: 'en',
        brand: 'lazurde',
        limit: 1,
      });

      expect(result._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'catalog' } });
      expect(causeOf(result._unsafeUnwrapErr())).toBeInstanceOf(Error);
    });
  });
}
