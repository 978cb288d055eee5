import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { products, reviewSummaries, reviews } from '../database/schema/index.js';
import { clearReviews, insertCustomer } from '../order/test-support/commerce-fixtures.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { reviewPortContract } from '../testing/contracts/review-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { PostgresReviews } from './postgres-review.adapter.js';

async function seededDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine, demoCatalogueTemplate());
  // The demo catalogue may come with reviews; these specs write every review they read.
  for (const sku of ['LZ-NK-1003', 'LZ-NK-1004', 'LZ-RG-1001']) await clearReviews(database.handle.db, sku);
  return database;
}

const review = (customerId: number, rating: number, sku = 'LZ-NK-1004') => ({ sku, customerId, rating, title: `Rated ${rating}`, body: 'Lovely.' });

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresReviews on ${engine}`, () => {
    reviewPortContract(`PostgresReviews on ${engine}`, async () => {
      const database = await seededDatabase(engine);
      const customerId = await insertCustomer(database.handle.db, 'sa', 'huda@example.com', 'Huda', 'Saleh');
      const others = await Promise.all([1, 2, 3, 4].map((n) => insertCustomer(database.handle.db, 'sa', `shopper${n}@example.com`, `Shopper${n}`)));
      const port = new PostgresReviews(database.handle.db, { pageSize: 2 });
      return {
        port,
        locale: { language: 'en', region: 'sa' },
        sku: 'LZ-NK-1003',
        customerId,
        authorFirstName: 'Huda',
        otherCustomerIds: [others[0]!, others[1]!, others[2]!, others[3]!],
        pageSize: 2,
        approve: async (reviewId) => {
          (await port.setStatus(reviewId, 'published'))._unsafeUnwrap();
        },
        dispose: () => database.dispose(),
      };
    });

    describe('engine rules', () => {
      let database: TestDatabase;
      let customerId: number;
      /** One review per product per customer: the parallel writers are four customers. */
      let writers: number[];
      const summaryOf = async (sku: string) => {
        const [row] = await database.handle.db
          .select({ sum: reviewSummaries.summationOfRatings, count: reviewSummaries.numberOfReviews })
          .from(reviewSummaries)
          .innerJoin(products, eq(products.id, reviewSummaries.productId))
          .where(eq(products.sku, sku));
        return row ?? { sum: 0, count: 0 };
      };
      beforeAll(async () => {
        database = await seededDatabase(engine);
        customerId = await insertCustomer(database.handle.db, 'ae', 'mona@example.com', 'Mona', 'khalil');
        writers = await Promise.all([1, 2, 3, 4].map((n) => insertCustomer(database.handle.db, 'ae', `writer${n}@example.com`, `Writer${n}`)));
      });
      afterAll(() => database?.dispose());

      it('adds each published review to the product’s summary in the same transaction, even in parallel', async () => {
        const port = new PostgresReviews(database.handle.db);
        await Promise.all([5, 4, 3, 1].map((rating, index) => port.createReview({ language: 'en', region: 'ae' }, review(writers[index]!, rating))));

        expect(await summaryOf('LZ-NK-1004')).toEqual({ sum: 13, count: 4 });
      });

      it('leaves the summary alone for a review awaiting moderation, and counts it once published', async () => {
        const port = new PostgresReviews(database.handle.db, { publishOnSubmit: false });
        const pending = (await port.createReview({ language: 'ar', region: 'ae' }, review(customerId, 2, 'LZ-RG-1001')))._unsafeUnwrap();
        expect(await summaryOf('LZ-RG-1001')).toEqual({ sum: 0, count: 0 });
        expect((await port.listPublished({ language: 'ar', region: 'ae' }, 'LZ-RG-1001', 'recent', 1))._unsafeUnwrap().total).toBe(0);

        (await port.setStatus(pending.id, 'published'))._unsafeUnwrap();
        (await port.setStatus(pending.id, 'published'))._unsafeUnwrap();
        expect(await summaryOf('LZ-RG-1001')).toEqual({ sum: 2, count: 1 });

        (await port.setStatus(pending.id, 'rejected'))._unsafeUnwrap();
        expect(await summaryOf('LZ-RG-1001')).toEqual({ sum: 0, count: 0 });
      });

      it('puts featured reviews first under the feature sort', async () => {
        const port = new PostgresReviews(database.handle.db);
        const chosen = (await port.createReview({ language: 'en', region: 'ae' }, review(writers[0]!, 3, 'LZ-NK-1003')))._unsafeUnwrap();
        await port.createReview({ language: 'en', region: 'ae' }, review(writers[1]!, 5, 'LZ-NK-1003'));
        await database.handle.db.update(reviews).set({ featured: true }).where(eq(reviews.id, Number(chosen.id)));

        const listed = (await port.listPublished({ language: 'en', region: 'ae' }, 'LZ-NK-1003', 'feature', 1))._unsafeUnwrap();
        expect(listed.reviews[0]?.id).toBe(chosen.id);
      });

      it('signs a review with the first name and the last name’s initial', async () => {
        const port = new PostgresReviews(database.handle.db);
        const created = (await port.createReview({ language: 'en', region: 'ae' }, review(customerId, 4, 'LZ-NK-1003')))._unsafeUnwrap();

        expect(created.authorName).toBe('Mona K.');
      });

      it('keeps one review per product per customer even when two are sent at once', async () => {
        const port = new PostgresReviews(database.handle.db);
        const both = await Promise.all([4, 5].map((rating) => port.createReview({ language: 'en', region: 'ae' }, review(writers[2]!, rating, 'LZ-NK-1003'))));

        expect(both.filter((result) => result.isOk())).toHaveLength(1);
        expect(both.find((result) => result.isErr())?._unsafeUnwrapErr()).toMatchObject({ code: 'CONFLICT' });
      });

      it('refuses a review by a customer of another region', async () => {
        const port = new PostgresReviews(database.handle.db);
        const result = await port.createReview({ language: 'en', region: 'sa' }, review(customerId, 4));

        expect(result._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'customer', id: String(customerId) } });
      });
    });
  });
}
