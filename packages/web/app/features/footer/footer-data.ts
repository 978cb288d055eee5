import type { Brand, ContentPort, FooterContent, Locale } from '@storefront/core';

/** What the footer needs from the server: its content (absent when the CMS fails) and the year. */
export interface FooterData {
  readonly content: FooterContent | null;
  /** The copyright year, from the server's clock so server and browser render the same. */
  readonly year: number;
}

/** Reads the brand's footer; without content the page still renders, with a footer of its own parts only. */
export async function loadFooter(content: ContentPort, locale: Locale, brand: Brand, now: Date): Promise<FooterData> {
  const footer = await content.getFooter(locale, brand);
  return { content: footer.isOk() ? footer.value : null, year: now.getUTCFullYear() };
}
