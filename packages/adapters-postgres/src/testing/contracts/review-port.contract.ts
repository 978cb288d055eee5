import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@storefront/core/locale';
import type { ReviewPort } from '@storefront/core/reviews';

export interface ReviewContractSubject {
  readonly port: ReviewPort;
  /** The English locale of a region; the contract also writes in its Arabic twin. */
  readonly locale: Locale;
  /** A product nobody has reviewed yet. */
  readonly sku: string;
  /** A customer of the locale's region, whose first name is `authorFirstName`. */
  readonly customerId: number;
  readonly authorFirstName: string;
  /** Four more customers of the region (one review per product per customer). */
  readonly otherCustomerIds: readonly [number, number, number, number];
  /** Reviews per page, as the adapter was configured. Must be 2 for this contract. */
  readonly pageSize: 2;
  /** Makes a submitted review public, for adapters that moderate; may do nothing. */
  approve(reviewId: string): Promise<void>;
  dispose(): Promise<void>;
}

/** The rules every `ReviewPort` adapter keeps. */
export function reviewPortContract(label: string, arrange: () => Promise<ReviewContractSubject>): void {
  describe(`ReviewPort contract: ${label}`, () => {
    let subject: ReviewContractSubject;
    /** Titles by the order they were written: en 4, ar 5, en 2, ar 1 by the other customers, en 5 by the customer. */
    const written: { title: string; rating: number; language: 'en' | 'ar' }[] = [
      { title: 'en-4', rating: 4, language: 'en' },
      { title: 'ar-5', rating: 5, language: 'ar' },
      { title: 'en-2', rating: 2, language: 'en' },
      { title: 'ar-1', rating: 1, language: 'ar' },
      { title: 'en-5', rating: 5, language: 'en' },
    ];
    const arabic = () => ({ ...subject.locale, language: 'ar' as const });
    const titles = async (locale: Locale, sort: 'recent' | 'feature' | 'highest' | 'lowest') => {
      const all: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const listed = (await subject.port.listPublished(locale, subject.sku, sort, page))._unsafeUnwrap();
        all.push(...listed.reviews.map((review) => review.title));
      }
      return all;
    };

    const authorOf = (index: number) => [...subject.otherCustomerIds, subject.customerId][index]!;
    const idsByTitle = new Map<string, string>();

    beforeAll(async () => {
      subject = await arrange();
      for (const [index, review] of written.entries()) {
        const locale = review.language === 'ar' ? arabic() : subject.locale;
        const created = await subject.port.createReview(locale, {
          sku: subject.sku,
          customerId: authorOf(index),
          rating: review.rating,
          title: review.title,
          body: `A review rated ${review.rating}.`,
        });
        idsByTitle.set(review.title, created._unsafeUnwrap().id);
        await subject.approve(created._unsafeUnwrap().id);
        // Distinct creation times, so "recent" has one right answer.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    afterAll(() => subject?.dispose());

    it('answers a new review with its language, rating and the author’s first name', async () => {
      const [mine] = (await subject.port.listByCustomer(subject.locale.region, subject.customerId))._unsafeUnwrap();

      expect(mine).toMatchObject({ sku: subject.sku, title: 'en-5', rating: 5, language: 'en', body: 'A review rated 5.' });
      expect(mine?.authorName).toContain(subject.authorFirstName);
      expect(mine?.createdAt).toBeInstanceOf(Date);
    });

    // The core's default review order (reviewOrder, DefaultReviewOrderPolicy, decision 1340): the
    // page's language first, each language in the sort's own order.
    it('lists the page’s language first, each language the most recent first', async () => {
      expect(await titles(subject.locale, 'recent')).toEqual(['en-5', 'en-2', 'en-4', 'ar-1', 'ar-5']);
      expect(await titles(arabic(), 'recent')).toEqual(['ar-1', 'ar-5', 'en-5', 'en-2', 'en-4']);
    });

    it('sorts by highest and by lowest rating within each language, the newest first among equals', async () => {
      expect(await titles(arabic(), 'highest')).toEqual(['ar-5', 'ar-1', 'en-5', 'en-4', 'en-2']);
      expect(await titles(subject.locale, 'lowest')).toEqual(['en-2', 'en-4', 'en-5', 'ar-1', 'ar-5']);
    });

    it('lists every review under the feature sort, the newest first when none is featured', async () => {
      expect(await titles(arabic(), 'feature')).toEqual(['ar-1', 'ar-5', 'en-5', 'en-2', 'en-4']);
    });

    it('pages the list without overlap and reports the total and the summary', async () => {
      const first = (await subject.port.listPublished(subject.locale, subject.sku, 'recent', 1))._unsafeUnwrap();
      const third = (await subject.port.listPublished(subject.locale, subject.sku, 'recent', 3))._unsafeUnwrap();
      const beyond = (await subject.port.listPublished(subject.locale, subject.sku, 'recent', 4))._unsafeUnwrap();

      expect(first.reviews).toHaveLength(2);
      expect(third.reviews.map((review) => review.title)).toEqual(['ar-5']);
      expect(beyond.reviews).toEqual([]);
      expect(first.total).toBe(5);
      expect(first.summary).toEqual({ summationOfRatings: 17, numberOfReviews: 5 });
    });

    it('lists the customer’s own reviews only, with their state, and none in another region', async () => {
      const mine = (await subject.port.listByCustomer(subject.locale.region, subject.customerId))._unsafeUnwrap();
      const elsewhere = subject.locale.region === 'eg' ? 'sa' : 'eg';

      expect(mine.map((review) => [review.title, review.status])).toEqual([['en-5', 'published']]);
      expect((await subject.port.listByCustomer(elsewhere, subject.customerId))._unsafeUnwrap()).toEqual([]);
    });

    it('keeps one review per product per customer: a second is CONFLICT', async () => {
      const again = await subject.port.createReview(subject.locale, { sku: subject.sku, customerId: subject.customerId, rating: 3, title: 'Again', body: 'Twice.' });

      expect(again._unsafeUnwrapErr()).toMatchObject({ code: 'CONFLICT', params: { entity: 'review' } });
    });

    it('finds a product’s catalogue id by its SKU', async () => {
      expect((await subject.port.productIdOf(subject.sku))._unsafeUnwrap()).toBeGreaterThan(0);
      expect((await subject.port.productIdOf('NO-SUCH-SKU'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('refuses a rating outside 1 to 5 and a product that does not exist', async () => {
      const base = { sku: subject.sku, customerId: subject.customerId, title: 'T', body: 'B' };

      expect((await subject.port.createReview(subject.locale, { ...base, rating: 6 }))._unsafeUnwrapErr().code).toBe('INVALID');
      expect((await subject.port.createReview(subject.locale, { ...base, rating: 0 }))._unsafeUnwrapErr().code).toBe('INVALID');
      expect((await subject.port.createReview(subject.locale, { ...base, rating: 3, sku: 'NO-SUCH-SKU' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('answers NOT_FOUND when listing reviews of a product that does not exist', async () => {
      const result = await subject.port.listPublished(subject.locale, 'NO-SUCH-SKU', 'recent', 1);

      expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    // These change the reviews written above, so they come last.
    const summary = async () => (await subject.port.listPublished(subject.locale, subject.sku, 'recent', 1))._unsafeUnwrap().summary;
    const change = { rating: 1, title: 'Changed', body: 'Changed my mind.', language: 'ar' as const, status: 'published' as const };

    it('edits only the author’s own review, in its region; anybody else’s is NOT_FOUND and unchanged', async () => {
      const en4 = idsByTitle.get('en-4')!;
      const elsewhere = subject.locale.region === 'eg' ? 'sa' : 'eg';

      expect((await subject.port.updateOwn(subject.locale.region, subject.customerId, en4, change))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect((await subject.port.updateOwn(elsewhere, subject.otherCustomerIds[0], en4, change))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect((await subject.port.deleteOwn(subject.locale.region, subject.customerId, en4))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect((await subject.port.updateOwn(subject.locale.region, subject.customerId, '99999999', change))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect(await summary()).toEqual({ summationOfRatings: 17, numberOfReviews: 5 });
    });

    it('moves an edited review’s stars in the summary, and out of the list while it waits for moderation', async () => {
      const en4 = idsByTitle.get('en-4')!;
      const edited = (await subject.port.updateOwn(subject.locale.region, subject.otherCustomerIds[0], en4, change))._unsafeUnwrap();
      expect(edited).toMatchObject({ id: en4, rating: 1, title: 'Changed', language: 'ar', status: 'published', sku: subject.sku });
      expect(await summary()).toEqual({ summationOfRatings: 14, numberOfReviews: 5 });

      (await subject.port.updateOwn(subject.locale.region, subject.otherCustomerIds[0], en4, { ...change, status: 'pending' }))._unsafeUnwrap();
      expect(await summary()).toEqual({ summationOfRatings: 13, numberOfReviews: 4 });
      expect(await titles(subject.locale, 'recent')).toEqual(['en-5', 'en-2', 'ar-1', 'ar-5']);
    });

    it('queues the pending reviews with their region, and moves one by moderation with its stars, a repeated move changing nothing', async () => {
      const en4 = idsByTitle.get('en-4')!;
      const queued = (await subject.port.listByStatus('pending'))._unsafeUnwrap();
      expect(queued.find((review) => review.id === en4)).toMatchObject({ status: 'pending', region: subject.locale.region, sku: subject.sku, title: 'Changed' });

      expect((await subject.port.setStatus(en4, 'published'))._unsafeUnwrap()).toMatchObject({ id: en4, status: 'published', region: subject.locale.region });
      expect((await subject.port.setStatus(en4, 'published'))._unsafeUnwrap().status).toBe('published');
      expect(await summary()).toEqual({ summationOfRatings: 14, numberOfReviews: 5 });
      expect((await subject.port.listByStatus('pending'))._unsafeUnwrap().some((review) => review.id === en4)).toBe(false);

      expect((await subject.port.setStatus(en4, 'rejected'))._unsafeUnwrap().status).toBe('rejected');
      expect(await summary()).toEqual({ summationOfRatings: 13, numberOfReviews: 4 });
      expect((await subject.port.listByStatus('rejected'))._unsafeUnwrap().map((review) => review.id)).toContain(en4);
      expect((await subject.port.setStatus('99999999', 'published'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('deletes the author’s own review, and its stars when it was published', async () => {
      (await subject.port.deleteOwn(subject.locale.region, subject.otherCustomerIds[0], idsByTitle.get('en-4')!))._unsafeUnwrap();
      expect(await summary()).toEqual({ summationOfRatings: 13, numberOfReviews: 4 });

      (await subject.port.deleteOwn(subject.locale.region, subject.customerId, idsByTitle.get('en-5')!))._unsafeUnwrap();
      expect(await summary()).toEqual({ summationOfRatings: 8, numberOfReviews: 3 });
      expect((await subject.port.listByCustomer(subject.locale.region, subject.customerId))._unsafeUnwrap()).toEqual([]);
    });
  });
}
