import { withoutStoreLocatorLinks, type Brand, type ContentPort, type FooterContent, type Locale } from '@storefront/core';

/** What the footer needs from the server: its content (absent when the CMS fails) and the year. */
export interface FooterData {
  readonly content: FooterContent | null;
  /** The copyright year, from the server's clock so server and browser render the same. */
  readonly year: number;
}

/**
 * Reads the brand's footer; without content the page still renders, with a footer of its own parts
 * only. Where the store locator is not offered, the content's links to it are left out.
 */
export async function loadFooter(content: ContentPort, locale: Locale, brand: Brand, now: Date, storeLocator: boolean): Promise<FooterData> {
  const footer = await content.getFooter(locale, brand);
  const shown = footer.isOk() ? footer.value : null;
  return { content: shown && !storeLocator ? withoutStoreLocator(shown) : shown, year: now.getUTCFullYear() };
}

function withoutStoreLocator(footer: FooterContent): FooterContent {
  return { ...footer, navigation: withoutStoreLocatorLinks(footer.navigation), extendedNavigation: withoutStoreLocatorLinks(footer.extendedNavigation) };
}
