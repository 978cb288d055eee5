import { expect, isolatedTest, test, type Page } from './support/test';
import { expectHydrated, openPage } from './support/shell';

/**
 * React renders the pages on the server and Preact hydrates them in the browser (decision 0526).
 * These check what that pairing must keep: the server's elements are the ones the shopper goes on
 * using, the head follows navigations, and an error at the root leaves a working document.
 */

/** Notes the server's elements as the HTML is parsed, before any script of the page runs. */
async function noteServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverElements: Element[] }).serverElements = ['html', 'head', 'body', 'header', 'main', 'footer'].map((selector) => document.querySelector(selector)!);
    });
  });
}

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    products: [...document.querySelectorAll('script[type="application/ld+json"]')].filter((script) => script.textContent?.includes('"Product"')).length,
  }));
}

test.describe('hydration', () => {
  for (const locale of ['ar-sa', 'en-ae']) {
    isolatedTest(`${locale}: the page keeps the elements the server sent, once each, with no error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await noteServerElements(page);

      await openPage(page, `/${locale}/p/piece?product_sku=LZ-RG-1001`);

      const kept = await page.evaluate(() => {
        const noted = (window as unknown as { serverElements: Element[] }).serverElements;
        return ['html', 'head', 'body', 'header', 'main', 'footer'].map((selector, index) => {
          const now = document.querySelectorAll(selector);
          return `${selector}: ${now.length} ${now[0] === noted[index] ? 'kept' : 'replaced'}`;
        });
      });
      expect(kept).toEqual(['html: 1 kept', 'head: 1 kept', 'body: 1 kept', 'header: 1 kept', 'main: 1 kept', 'footer: 1 kept']);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('the head follows a navigation in the browser, there and back', async ({ page }) => {
    await openPage(page, '/en-sa/p/piece?product_sku=LZ-RG-1001');
    const product = await headOf(page);
    expect(product.canonicals).toHaveLength(1);
    expect(product.canonicals[0]).toContain('product_sku=LZ-RG-1001');
    expect(product.alternates).toHaveLength(7);
    expect(product.products).toBe(1);

    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Rings' }).click();
    await expect(page).toHaveURL(/\/en-sa\/rings$/);
    await expect(page).not.toHaveTitle(product.title);
    const listing = await headOf(page);
    expect(listing.canonicals).toHaveLength(1);
    expect(listing.canonicals[0]).toMatch(/\/en-sa\/rings$/);
    expect(listing.alternates).toHaveLength(7);
    expect(listing.alternates.filter((alternate) => alternate.includes('product_sku'))).toEqual([]);
    expect(listing.products).toBe(0);

    await page.goBack();
    await expect(page).toHaveTitle(product.title);
    expect(await headOf(page)).toEqual(product);
  });

  test('after an error at the root, a link leads to a whole, styled page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);

    await page.getByRole('link', { name: "L'azurde Shop All" }).click();

    await expect(page).toHaveURL(/\/en-sa$/);
    await expectHydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await page.locator('html, head, body').count()).toBe(3);
    // The inlined stylesheet came with the new document: the header is laid out by it.
    expect(await page.locator('#site-styles').evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
    expect(await page.getByTestId('site-header').evaluate((header) => getComputedStyle(header).position)).not.toBe('static');
  });
});
