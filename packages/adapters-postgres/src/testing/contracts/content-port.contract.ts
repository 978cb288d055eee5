import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentPort } from '@storefront/core/content';
import type { Brand, Locale } from '@storefront/core/locale';

export interface ContentContractSubject {
  readonly port: ContentPort;
  /** A brand and English locale with a header (with a promo bar) and a footer; its Arabic twin has them too. */
  readonly brand: Brand;
  readonly locale: Locale;
  /** A page of that brand. */
  readonly pageSlug: string;
  /** A help-centre topic with two questions in `faqLocale` and its Arabic twin. */
  readonly faqTopic: string;
  readonly faqLocale: Locale;
  /** A brand with boutiques in `storesLocale`, and one without any there. */
  readonly storesBrand: Brand;
  readonly brandWithoutStores: Brand;
  /** The FAQ answers link here. */
  readonly faqLinkTarget: string;
  /** Store names in `storesLocale`, in the listed order, and the same stores' Arabic names. */
  readonly storesLocale: Locale;
  readonly storeNames: { readonly en: readonly string[]; readonly ar: readonly string[] };
  dispose(): Promise<void>;
}

/** The rules every `ContentPort` adapter keeps. */
export function contentPortContract(label: string, arrange: () => Promise<ContentContractSubject>): void {
  describe(`ContentPort contract: ${label}`, () => {
    let subject: ContentContractSubject;
    const arabic = (locale: Locale): Locale => ({ ...locale, language: 'ar' });
    beforeAll(async () => {
      subject = await arrange();
    });
    afterAll(() => subject?.dispose());

    it('reads a brand’s header: logo, two-level navigation, popular searches and the promo bar', async () => {
      const header = (await subject.port.getHeader(subject.locale, subject.brand))._unsafeUnwrap();

      expect(header.logoUrl).not.toBe('');
      expect(header.logoLink).not.toBe('');
      expect(header.navigation.length).toBeGreaterThan(0);
      expect(header.navigation.some((item) => item.children.length > 0)).toBe(true);
      expect(header.navigation.every((item) => item.title !== '' && item.url !== '' && typeof item.openInNewTab === 'boolean')).toBe(true);
      expect(header.popularSearchTerms.length).toBeGreaterThan(0);
      expect(header.promoBar?.message).toBeTruthy();
    });

    it('reads the header in the locale’s language', async () => {
      const english = (await subject.port.getHeader(subject.locale, subject.brand))._unsafeUnwrap();
      const inArabic = (await subject.port.getHeader(arabic(subject.locale), subject.brand))._unsafeUnwrap();

      expect(inArabic.navigation[0]?.title).toMatch(/[\u0600-\u06FF]/);
      expect(inArabic.navigation[0]?.title).not.toBe(english.navigation[0]?.title);
      expect(inArabic.popularSearchTerms[0]).toMatch(/[\u0600-\u06FF]/);
    });

    it('reads the footer with its columns, social links and payment icons', async () => {
      const footer = (await subject.port.getFooter(subject.locale, subject.brand))._unsafeUnwrap();

      expect(footer.title).not.toBe('');
      expect(footer.navigation.length).toBeGreaterThan(0);
      expect(footer.socialLinks.every((link) => link.imageUrl !== '' && link.url !== '')).toBe(true);
      expect(footer.paymentIcons.length).toBeGreaterThan(0);
    });

    it('reads a page by slug, and answers NOT_FOUND for a slug that does not exist', async () => {
      const page = (await subject.port.getPage(subject.locale, subject.brand, subject.pageSlug))._unsafeUnwrap();
      const missing = await subject.port.getPage(subject.locale, subject.brand, 'no-such-page');

      expect(page.slug).toBe(subject.pageSlug);
      expect(page.title).not.toBe('');
      expect(page.sections.every((section) => typeof section.type === 'string' && section.type !== '')).toBe(true);
      expect(missing._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('reads the help-centre questions of a topic in both languages, linking to the account', async () => {
      const english = (await subject.port.getFaq(subject.faqLocale, subject.faqTopic))._unsafeUnwrap();
      const inArabic = (await subject.port.getFaq(arabic(subject.faqLocale), subject.faqTopic))._unsafeUnwrap();

      expect(english).toHaveLength(2);
      expect(inArabic).toHaveLength(2);
      expect(inArabic[0]?.question).toMatch(/[\u0600-\u06FF]/);
      expect(english.some((entry) => entry.answer.includes(subject.faqLinkTarget))).toBe(true);
      expect(inArabic.some((entry) => entry.answer.includes(subject.faqLinkTarget))).toBe(true);
    });

    it('has no questions for a topic the store does not publish', async () => {
      expect((await subject.port.getFaq(subject.faqLocale, 'no-such-topic'))._unsafeUnwrap()).toEqual([]);
    });

    it('lists the help-centre topics with titles in the locale’s language, and reads one with its questions', async () => {
      const topics = (await subject.port.listHelpTopics(subject.faqLocale))._unsafeUnwrap();
      const inArabic = (await subject.port.listHelpTopics(arabic(subject.faqLocale)))._unsafeUnwrap();
      const topic = (await subject.port.getHelpTopic(subject.faqLocale, subject.faqTopic))._unsafeUnwrap();

      expect(topics.map((entry) => entry.slug)).toContain(subject.faqTopic);
      expect(inArabic.map((entry) => entry.slug)).toEqual(topics.map((entry) => entry.slug));
      expect(inArabic.every((entry) => /[\u0600-\u06FF]/.test(entry.title))).toBe(true);
      expect(topic.slug).toBe(subject.faqTopic);
      expect(topic.title).toBe(topics.find((entry) => entry.slug === subject.faqTopic)?.title);
      expect(topic.questions).toHaveLength(2);
    });

    it('answers NOT_FOUND for a help-centre topic that does not exist', async () => {
      expect((await subject.port.getHelpTopic(subject.faqLocale, 'no-such-topic'))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('reads the 404 page: heading, texts and a card per brand with image, logo and a call to action', async () => {
      const page = (await subject.port.getNotFoundPage(subject.locale))._unsafeUnwrap();
      const inArabic = (await subject.port.getNotFoundPage(arabic(subject.locale)))._unsafeUnwrap();

      expect(page.heading).not.toBe('');
      expect(page.subtext).not.toBe('');
      expect(page.cards.length).toBeGreaterThan(0);
      expect(page.cards.every((card) => card.imageUrl !== '' && card.logoUrl !== '' && card.ctaText !== '' && card.ctaLink.startsWith('/'))).toBe(true);
      expect(inArabic.heading).toMatch(/[\u0600-\u06FF]/);
      expect(inArabic.cards.map((card) => card.ctaLink)).toEqual(page.cards.map((card) => card.ctaLink));
    });

    it('lists the region’s stores in the locale’s language, with a position on the map', async () => {
      const english = (await subject.port.listStoreLocations(subject.storesLocale))._unsafeUnwrap();
      const inArabic = (await subject.port.listStoreLocations(arabic(subject.storesLocale)))._unsafeUnwrap();

      expect(english.map((store) => store.name)).toEqual(subject.storeNames.en);
      expect([...inArabic.map((store) => store.name)].sort()).toEqual([...subject.storeNames.ar].sort());
      expect(english.every((store) => Number.isFinite(store.latitude) && Number.isFinite(store.longitude))).toBe(true);
    });

    it('lists only one brand’s boutiques when asked for a brand', async () => {
      const ofBrand = (await subject.port.listStoreLocations(subject.storesLocale, subject.storesBrand))._unsafeUnwrap();
      const none = (await subject.port.listStoreLocations(subject.storesLocale, subject.brandWithoutStores))._unsafeUnwrap();

      expect(ofBrand.length).toBeGreaterThan(0);
      expect(ofBrand.every((store) => store.brand === undefined || store.brand === subject.storesBrand)).toBe(true);
      expect(none).toEqual([]);
    });
  });
}
