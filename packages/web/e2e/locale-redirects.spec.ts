import { expect, test } from './support/test';

// The spec's route table: addresses without a locale lead to the shopper's (the user_locale
// cookie, else the default), with the same path and query.
test.describe('addresses without a locale', () => {
  test('lead to the default locale with the same path and query, when the shopper has none saved', async ({ page }) => {
    for (const path of ['/cart', '/miss-l/cart', '/store-locations', '/miss-l/store-locations', '/waves']) {
      await page.goto(`${path}?utm_source=mail`);
      await expect(page).toHaveURL(`/en-sa${path}?utm_source=mail`);
    }
    await page.goto('/miss-l');
    await expect(page).toHaveURL('/en-sa/miss-l');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('lead to the locale the shopper saved, and plain /en and /ar keep its region', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'user_locale', value: 'ar-ae', url: baseURL ?? 'http://127.0.0.1' }]);

    await page.goto('/cart');
    await expect(page).toHaveURL('/ar-ae/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'حقيبة التسوق' })).toBeVisible();

    await page.goto('/en');
    await expect(page).toHaveURL('/en-ae');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/ar?x=1');
    await expect(page).toHaveURL('/ar-ae?x=1');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    for (const path of ['/account', '/sign-up', '/help-centre/order']) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()['location']).toBe(`/ar-ae${path}`);
    }
  });

  test('a locale’s /lazurde, where a brand card may link, is the main brand’s home', async ({ page }) => {
    const response = await page.goto('/ar-eg/lazurde');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/ar-eg');
  });

  test('an address outside the route table is still the 404 page', async ({ page }) => {
    const response = await page.goto('/cart/nothing-here');
    expect(response?.status()).toBe(404);
  });
});
