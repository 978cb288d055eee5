import { expect, test, type Page } from './support/test';
import { MOBILE, openPage } from './support/shell';

/**
 * Every kind of page a shopper's journey visits, below its locale, with the status it answers.
 * The UAE's Waves page is the refusal page (Waves sells in KSA only); the UAE is also where the
 * store locator is not offered, so the store locator is visited in KSA.
 */
const PAGES: readonly { readonly region: string; readonly path: string; readonly status: number }[] = [
  { region: 'sa', path: '', status: 200 },
  { region: 'sa', path: '/miss-l', status: 200 },
  { region: 'sa', path: '/waves', status: 200 },
  { region: 'sa', path: '/rings', status: 200 },
  { region: 'sa', path: '/search?q=ring', status: 200 },
  { region: 'sa', path: '/p/piece?product_sku=LZ-RG-1001', status: 200 },
  { region: 'sa', path: '/cart', status: 200 },
  { region: 'sa', path: '/store-locations', status: 200 },
  { region: 'sa', path: '/help-centre/order', status: 200 },
  { region: 'sa', path: '/about-us', status: 200 },
  { region: 'sa', path: '/no-such-page', status: 404 },
  { region: 'ae', path: '/waves', status: 404 },
];

/** How far the page reaches past the viewport sideways, and how far it opened scrolled. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    return { overflow: root.scrollWidth - root.clientWidth, scrolled: Math.abs(window.scrollX) };
  });
}

test.describe('no sideways scrolling on a phone', () => {
  test.use({ viewport: MOBILE });

  for (const language of ['en', 'ar'] as const) {
    test(`every kind of page fits 390 px in ${language === 'en' ? 'English' : 'Arabic'} and opens at its inline start`, async ({ page }) => {
      for (const { region, path, status } of PAGES) {
        const address = `/${language}-${region}${path}`;
        await openPage(page, address, status);
        expect(await sideways(page), address).toEqual({ overflow: 0, scrolled: 0 });
        const header = await page.getByTestId('site-header').boundingBox();
        expect(header?.x, address).toBe(0);
        expect(header?.width, address).toBeLessThanOrEqual(MOBILE.width);
      }
    });
  }
});

test.describe('the narrowest phones', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('at 320 px the header keeps every icon, the bag’s included, in English and Arabic, on every brand', async ({ page }) => {
    for (const address of ['/en-sa', '/ar-eg', '/ar-sa/miss-l', '/en-ae/miss-l']) {
      await openPage(page, address);
      expect(await sideways(page), address).toEqual({ overflow: 0, scrolled: 0 });
      const bag = await page.getByTestId('cart-icon').boundingBox();
      expect(bag, address).not.toBeNull();
      expect(bag!.x, address).toBeGreaterThanOrEqual(0);
      expect(bag!.x + bag!.width, address).toBeLessThanOrEqual(320);
    }
  });
});
