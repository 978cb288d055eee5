import { expect, test } from '@playwright/test';
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

  test('English pages leave the Arabic typeface alone', async ({ page }) => {
    await openPage(page, '/en-sa');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => sessionStorage.getItem('storefront:web-fonts'))).toBeNull();
  });
});
