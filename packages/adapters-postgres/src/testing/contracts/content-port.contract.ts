import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, ContentPort, Locale } from '@storefront/core';

export interface ContentContractSubject {
  readonly port: ContentPort;
  /** A brand and English locale with a header (with a promo bar) and a footer; its Arabic twin has them too. */
  readonly brand: Brand;
  readonly locale: Locale;
  /** A page of that brand. */
  readonly pageSlug: string;
  /** A topic with questions in `faqLocale` and its Arabic twin, none in `noFaqLocale`. */
  readonly faqTopic: string;
  readonly faqLocale: Locale;
  readonly noFaqLocale: Locale;
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

    it('has no questions for a topic in a region that does not publish it', async () => {
      expect((await subject.port.getFaq(subject.noFaqLocale, subject.faqTopic))._unsafeUnwrap()).toEqual([]);
    });

    it('lists the region’s stores in the locale’s language, with a position on the map', async () => {
      const english = (await subject.port.listStoreLocations(subject.storesLocale))._unsafeUnwrap();
      const inArabic = (await subject.port.listStoreLocations(arabic(subject.storesLocale)))._unsafeUnwrap();

      expect(english.map((store) => store.name)).toEqual(subject.storeNames.en);
      expect([...inArabic.map((store) => store.name)].sort()).toEqual([...subject.storeNames.ar].sort());
      expect(english.every((store) => Number.isFinite(store.latitude) && Number.isFinite(store.longitude))).toBe(true);
    });
  });
}
