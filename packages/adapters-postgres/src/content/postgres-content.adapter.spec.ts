import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashCountdown } from '@storefront/core/content';
import { BRANDS, LOCALES, brandSellsIn } from '@storefront/core/locale';
import { ENGINES } from '../../test/engines.js';
import type { Database } from '../database/database.js';
import { contentEntries, storeLocations, type OpeningHours } from '../database/schema/index.js';
import { sharedDemoStoreTemplate } from '../../test/demo-store.js';
import { contentPortContract } from '../testing/contracts/content-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { PostgresContent } from './postgres-content.adapter.js';

const WEEK: OpeningHours = [
  { opens: '10:00', closes: '22:00' },
  { opens: '10:00', closes: '22:00' },
  { opens: '10:00', closes: '22:00' },
  { opens: '10:00', closes: '22:00' },
  { opens: '10:00', closes: '22:00' },
  { opens: '16:00', closes: '23:00' },
  null,
];

async function insertStores(db: Database): Promise<void> {
  const store = (region: 'sa' | 'ae', nameEn: string, nameAr: string, cityEn: string, cityAr: string, active = true) => ({
    region,
    brandCode: 'lazurde',
    nameEn,
    nameAr,
    addressEn: `${nameEn}, ground floor`,
    addressAr: `${nameAr}، الطابق الأرضي`,
    cityEn,
    cityAr,
    phone: '+966112345678',
    latitude: '24.7136',
    longitude: '46.6753',
    openingHours: WEEK,
    active,
  });
  // The demo catalogue may bring boutiques of its own; these tests know exactly which exist.
  await db.delete(storeLocations);
  await db.insert(storeLocations).values([
    store('sa', 'Riyadh Park', 'رياض بارك', 'Riyadh', 'الرياض'),
    store('sa', 'Red Sea Mall', 'رد سي مول', 'Jeddah', 'جدة'),
    store('sa', 'Kingdom Centre', 'المملكة سنتر', 'Riyadh', 'الرياض'),
    store('sa', 'Closed Boutique', 'متجر مغلق', 'Riyadh', 'الرياض', false),
    store('ae', 'Dubai Mall', 'دبي مول', 'Dubai', 'دبي'),
  ]);
}

/** The content does not depend on the catalogue's size: the suites' shared small store serves. */
async function seededDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine, sharedDemoStoreTemplate());
  await insertStores(database.handle.db);
  return database;
}

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresContent on ${engine}`, () => {
    contentPortContract(`PostgresContent on ${engine}`, async () => {
      const database = await seededDatabase(engine);
      return {
        port: new PostgresContent(database.handle.db),
        brand: 'missl',
        locale: { language: 'en', region: 'ae' },
        pageSlug: 'about-us',
        faqTopic: 'return-policy',
        faqLocale: { language: 'en', region: 'eg' },
        storesBrand: 'lazurde',
        brandWithoutStores: 'waves',
        faqLinkTarget: '/account',
        storesLocale: { language: 'en', region: 'sa' },
        storeNames: { en: ['Red Sea Mall', 'Kingdom Centre', 'Riyadh Park'], ar: ['رد سي مول', 'المملكة سنتر', 'رياض بارك'] },
        dispose: () => database.dispose(),
      };
    });

    describe('engine rules', () => {
      let database: TestDatabase;
      let port: PostgresContent;
      beforeAll(async () => {
        database = await seededDatabase(engine);
        port = new PostgresContent(database.handle.db);
      });
      afterAll(() => database?.dispose());

      it('seeds our story and the privacy policy of the main brand in both languages, in headed sections', async () => {
        for (const language of ['en', 'ar'] as const) {
          for (const slug of ['about-us', 'privacy-policy']) {
            const page = (await port.getPage({ language, region: 'ae' }, 'lazurde', slug))._unsafeUnwrap();
            expect(page.sections.length, `${language} ${slug}`).toBeGreaterThanOrEqual(4);
            expect(page.sections.every((section) => section.type === 'content.rich-text' && typeof section.data['Text'] === 'string')).toBe(true);
            expect(page.sections.filter((section) => typeof section.data['Heading'] === 'string').length).toBeGreaterThanOrEqual(3);
          }
        }
        const arabic = (await port.getPage({ language: 'ar', region: 'sa' }, 'lazurde', 'privacy-policy'))._unsafeUnwrap();
        expect(arabic.title).toBe('سياسة الخصوصية');
      });

      it('seeds a header and footer for every brand in every locale where the brand sells', async () => {
        for (const brand of BRANDS) {
          for (const locale of LOCALES.filter((candidate) => brandSellsIn(brand, candidate.region))) {
            expect((await port.getHeader(locale, brand)).isOk(), `${brand} ${locale.language}-${locale.region}`).toBe(true);
            expect((await port.getFooter(locale, brand)).isOk()).toBe(true);
          }
        }
      });

      it('prices the promo bar’s threshold in the region’s currency', async () => {
        const egypt = (await port.getHeader({ language: 'en', region: 'eg' }, 'lazurde'))._unsafeUnwrap();
        const uae = (await port.getHeader({ language: 'ar', region: 'ae' }, 'lazurde'))._unsafeUnwrap();

        expect(egypt.promoBar?.message).toBe('Free shipping on orders over 5000 EGP');
        expect(uae.promoBar?.message).toContain('د.إ');
      });

      it('seeds the Egypt return-policy FAQ with the 30-day window and the two questions', async () => {
        const faq = (await port.getFaq({ language: 'en', region: 'eg' }, 'return-policy'))._unsafeUnwrap();

        expect(faq.map((entry) => entry.question)).toEqual(['What is your return policy?', 'How do I return an item online?']);
        expect(faq[0]?.answer).toContain('30 days');
      });

      it('gives every region a help centre: orders first, then the return policy, 15 days outside Egypt', async () => {
        for (const locale of LOCALES) {
          const topics = (await port.listHelpTopics(locale))._unsafeUnwrap();
          expect(topics.map((topic) => topic.slug), `${locale.language}-${locale.region}`).toEqual(['order', 'return-policy']);
        }
        const ksa = (await port.getHelpTopic({ language: 'en', region: 'sa' }, 'return-policy'))._unsafeUnwrap();
        const egypt = (await port.getHelpTopic({ language: 'ar', region: 'eg' }, 'return-policy'))._unsafeUnwrap();

        expect(ksa.questions[0]?.answer).toContain('within 15 days');
        expect(egypt.questions[0]?.answer).toContain('خلال 30 يوماً');
      });

      it('names the region’s customer care line in the orders topic', async () => {
        const uae = (await port.getHelpTopic({ language: 'en', region: 'ae' }, 'order'))._unsafeUnwrap();

        expect(uae.title).toBe('Orders and delivery');
        expect(uae.questions.at(-1)?.answer).toContain('+971');
      });

      it('seeds a flash countdown on Miss L’s promo bar, in the future, with its message in both languages', async () => {
        const english = (await port.getHeader({ language: 'en', region: 'sa' }, 'missl'))._unsafeUnwrap();
        const arabic = (await port.getHeader({ language: 'ar', region: 'sa' }, 'missl'))._unsafeUnwrap();

        expect(english.promoBar?.flashEndsAt?.getTime()).toBeGreaterThan(Date.now());
        expect(arabic.promoBar?.flashEndsAt).toEqual(english.promoBar?.flashEndsAt);
        expect(arabic.promoBar?.flashMessage).toMatch(/[\u0600-\u06FF]/);
      });

      it('seeds the 404 page’s four brand cards, each linking below the locale', async () => {
        const page = (await port.getNotFoundPage({ language: 'en', region: 'sa' }))._unsafeUnwrap();

        expect(page.heading).toBe('Error 404');
        expect(page.subtext).toBe("Let's get back on track...");
        expect(page.cards.map((card) => card.code)).toEqual(['main', 'young-fashion', 'waves', 'style']);
        expect(page.cards.map((card) => card.ctaLink)).toEqual(['/', '/miss-l', '/waves', '/fashion-jewelry']);
      });

      it('names the social and payment icons for readers that cannot see them', async () => {
        const footer = (await port.getFooter({ language: 'ar', region: 'eg' }, 'lazurde'))._unsafeUnwrap();

        expect(footer.socialLinks.map((link) => link.label)).toEqual(['Instagram', 'Facebook', 'TikTok']);
        expect(footer.paymentIcons.at(-1)?.label).toBe('الدفع عند الاستلام');
      });

      it('shows in each region’s footer only the ways of paying its checkout offers', async () => {
        const icons = async (region: 'sa' | 'ae' | 'eg') => (await port.getFooter({ language: 'en', region }, 'lazurde'))._unsafeUnwrap().paymentIcons.map((icon) => icon.label);

        expect(await icons('sa')).toEqual(['Visa', 'Mastercard', 'mada', 'Apple Pay', 'tabby', 'Cash on delivery']);
        expect(await icons('ae')).not.toContain('mada');
        expect(await icons('eg')).toEqual(['Visa', 'Mastercard', 'Apple Pay', 'Cash on delivery']);
      });

      it('prefers the region’s own entry over the one shared by every region', async () => {
        const body = { Questions: [{ Question: 'Shared?', Answer: 'Yes.' }] };
        await database.handle.db.insert(contentEntries).values({ kind: 'faq', key: 'shipping', language: 'en', region: null, body });
        await database.handle.db
          .insert(contentEntries)
          .values({ kind: 'faq', key: 'shipping', language: 'en', region: 'ae', body: { Questions: [{ Question: 'UAE?', Answer: 'Yes.' }] } });

        expect((await port.getFaq({ language: 'en', region: 'ae' }, 'shipping'))._unsafeUnwrap()[0]?.question).toBe('UAE?');
        expect((await port.getFaq({ language: 'en', region: 'sa' }, 'shipping'))._unsafeUnwrap()[0]?.question).toBe('Shared?');
      });

      it('reads the flash countdown as a UTC instant the core can count down to', async () => {
        await database.handle.db
          .update(contentEntries)
          .set({
            body: { Message: 'Flash sale', Flash_Timer_Countdown: '2026-12-01T20:00:00Z', Flash_Timer_Message: 'Ends in' },
          })
          .where(and(eq(contentEntries.kind, 'promo-bar'), eq(contentEntries.brandCode, 'waves'), eq(contentEntries.language, 'en')));
        const header = (await port.getHeader({ language: 'en', region: 'sa' }, 'waves'))._unsafeUnwrap();

        expect(header.promoBar).toEqual({ message: 'Flash sale', flashEndsAt: new Date('2026-12-01T20:00:00Z'), flashMessage: 'Ends in' });
        expect(flashCountdown(header.promoBar!.flashEndsAt!, new Date('2026-12-01T19:58:30Z'))).toEqual({
          days: '00',
          hours: '00',
          minutes: '01',
          seconds: '30',
        });
      });

      it('answers UNAVAILABLE for a stored body the CMS shape does not describe, never passing it on', async () => {
        await database.handle.db.insert(contentEntries).values({ kind: 'page', key: 'broken', language: 'en', brandCode: 'lazurde', body: { Sections: 'no' } });

        expect((await port.getPage({ language: 'en', region: 'sa' }, 'lazurde', 'broken'))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
      });

      it('answers NOT_FOUND for the header of a brand without content', async () => {
        await database.handle.db.delete(contentEntries).where(and(eq(contentEntries.kind, 'header'), eq(contentEntries.brandCode, 'waves')));

        expect((await port.getHeader({ language: 'en', region: 'sa' }, 'waves'))._unsafeUnwrapErr()).toEqual({
          code: 'NOT_FOUND',
          params: { entity: 'header', id: 'waves' },
        });
      });

      it('leaves out closed boutiques and gives their opening hours by groups of days', async () => {
        const stores = (await port.listStoreLocations({ language: 'ar', region: 'sa' }))._unsafeUnwrap();

        expect(stores.map((store) => store.name)).not.toContain('متجر مغلق');
        expect(stores[0]?.openingHours).toEqual([
          { from: 0, to: 4, hours: { opens: '10:00', closes: '22:00' } },
          { from: 5, to: 5, hours: { opens: '16:00', closes: '23:00' } },
          { from: 6, to: 6, hours: null },
        ]);
      });
    });
  });
}
