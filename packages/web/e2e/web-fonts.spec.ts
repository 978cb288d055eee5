import { expect, test } from './support/test';
import { openPage } from './support/shell';

test.describe('Arabic typeface', () => {
  test('the first page of a tab paints in the system face and caches the typeface; the next page is set in it from its first paint', async ({ page }) => {
    await openPage(page, '/ar-sa');
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(false);
    expect(await bodyFont()).not.toContain('IBM Plex Sans Arabic');

    // Once the page has loaded and the browser is idle, both weights are fetched and the flag kept.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('storefront:web-fonts'))).toBe('1');

    await page.goto('/ar-sa/p/any-slug?product_sku=LZ-RG-1001');
    expect(await page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(true);
    expect(await bodyFont()).toMatch(/^"?IBM Plex Sans Arabic/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('600 1em "IBM Plex Sans Arabic"', 'خاتم'))).toBe(true);
  });

  test('once the typeface is cached, a page reached in the browser is set in it', async ({ page }) => {
    await openPage(page, '/ar-sa');
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('storefront:web-fonts'))).toBe('1');
    // This page keeps the face it was first painted in.
    expect(await bodyFont()).not.toContain('IBM Plex Sans Arabic');

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The footer names the rings by their Arabic slug on an Arabic page.
    await page.locator(`footer a[href="/ar-sa/${encodeURIComponent('خواتم')}"]`).click();
    await page.waitForURL((url) => url.pathname !== '/ar-sa');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('web-fonts'))).toBe(true);
    expect(await bodyFont()).toMatch(/^"?IBM Plex Sans Arabic/);
  });

  test('English pages leave the Arabic typeface alone', async ({ page }) => {
    await openPage(page, '/en-sa');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => sessionStorage.getItem('storefront:web-fonts'))).toBeNull();
  });
});
