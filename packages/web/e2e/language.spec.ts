import { expect, test, type Page } from './support/test';
import { expectHydrated, MOBILE, openPage, serverHtml } from './support/shell';

async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'user_locale');
}

test.describe('the language strip', () => {
  test('holds the choice until Continue, then moves to the same page in the new locale', async ({ page }) => {
    await openPage(page, '/en-sa/rings');
    const strip = page.getByRole('region', { name: 'Choose where you shop and your language' });
    await strip.getByRole('combobox', { name: 'Country and language' }).selectOption({ label: 'U.A.E. – العربية' });
    await expect(page).toHaveURL(/\/en-sa\/rings$/);
    await strip.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`/ar-ae/${encodeURIComponent('خواتم')}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'خواتم' })).toBeVisible();
    const cookie = await localeCookie(page);
    expect(cookie?.value).toBe('ar-ae');
    // One year, give or take the test's own run time.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await expect(page.getByRole('region', { name: 'اختر بلد التسوق واللغة' })).toHaveCount(0);
  });

  test('stays dismissed, with no strip in the page the server sends', async ({ page }) => {
    await openPage(page, '/en-eg');
    await page.getByRole('button', { name: 'Close the language bar' }).click();
    await expect(page.getByRole('region', { name: 'Choose where you shop and your language' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('language-selector-hidden'))).toBe('true');
    // The strip's element, not its rules in the inlined stylesheet.
    expect(await serverHtml(page, '/ar-eg')).not.toContain('class="language-strip"');
    await openPage(page, '/ar-eg');
    await expect(page.getByRole('region', { name: 'اختر بلد التسوق واللغة' })).toHaveCount(0);
  });

  test('comes back hidden from local storage alone', async ({ page }) => {
    await openPage(page, '/en-sa');
    await page.evaluate(() => localStorage.setItem('language-selector-hidden', 'true'));
    await openPage(page, '/en-sa/rings');
    await expect(page.getByRole('region', { name: 'Choose where you shop and your language' })).toHaveCount(0);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'language_strip_hidden')).toBe(true);
  });
});

test.describe('the Waves refusal page in the UAE', () => {
  test('shows the shopper’s own locale in the strip, and every region in the footer and the drawer', async ({ page }) => {
    const response = await page.goto('/en-ae/waves');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('brand-not-in-region')).toBeVisible();
    await expectHydrated(page);

    const select = page.getByRole('region', { name: 'Choose where you shop and your language' }).getByRole('combobox');
    await expect(select).toHaveValue('en-ae');
    expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? '')).not.toBe('');
    const locales = page.getByRole('contentinfo').getByRole('region', { name: 'Language and region' }).getByRole('link');
    await expect(locales).toHaveCount(6);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'U.A.E. – English' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('banner').getByRole('button', { name: 'Language and region' }).click();
    await expect(page.getByRole('dialog', { name: 'Language and region' }).getByRole('link')).toHaveCount(6);
  });
});

test.describe('the language drawer', () => {
  test('offers the six locales, and a region change forgets cached data and a price band of the old currency', async ({ page }) => {
    await openPage(page, '/en-sa/gold-jewelry/2000-5000');
    await page.evaluate(() => {
      sessionStorage.setItem('cartData', '{"id":"x"}');
      sessionStorage.setItem('cartItem_counter', '2');
      sessionStorage.setItem('cartId', 'x');
    });
    await page.getByRole('banner').getByRole('button', { name: 'Language and region' }).click();
    const drawer = page.getByRole('dialog', { name: 'Language and region' });
    await expect(drawer.getByRole('link')).toHaveCount(6);
    await expect(drawer.getByRole('link', { name: 'KSA English' })).toHaveAttribute('aria-current', 'true');
    const announced = page.waitForResponse((response) => response.url().endsWith('/api/account/region-change'));
    await drawer.getByRole('link', { name: 'Egypt English' }).click();
    // 2,000-5,000 riyals is no band of Egyptian pounds: the listing opens without it, not empty.
    await expect(page).toHaveURL(/\/en-eg\/gold-jewelry$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect((await localeCookie(page))?.value).toBe('en-eg');
    // The store hears of the move, so a signed-in customer's cart attribute 170 is blanked there (decision 1019).
    const regionChange = await announced;
    expect([regionChange.status(), regionChange.request().postDataJSON()]).toEqual([200, { from: 'sa', to: 'eg' }]);
    expect(await page.evaluate(() => ['cartData', 'cartItem_counter', 'cartId'].map((key) => sessionStorage.getItem(key)))).toEqual([null, null, null]);
  });

  test('offers only KSA on Waves pages', async ({ page }) => {
    await openPage(page, '/ar-sa/waves');
    await page.getByRole('banner').getByRole('button', { name: 'اللغة والمنطقة' }).click();
    const drawer = page.getByRole('dialog', { name: 'اللغة والمنطقة' });
    await expect(drawer.getByRole('link')).toHaveCount(2);
    await drawer.getByRole('link', { name: 'السعودية English' }).click();
    await expect(page).toHaveURL(/\/en-sa\/waves$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('switching language on a phone', () => {
  test.use({ viewport: MOBILE });

  test('keeps the page and writes the cookie from the menu', async ({ page }) => {
    await openPage(page, '/ar-sa');
    await page.getByRole('button', { name: 'القائمة', exact: true }).click();
    await page.getByRole('dialog', { name: 'القائمة' }).getByRole('button', { name: 'اللغة والمنطقة' }).click();
    await page.getByRole('dialog', { name: 'اللغة والمنطقة' }).getByRole('link', { name: 'السعودية English' }).click();
    await expect(page).toHaveURL(/\/en-sa$/);
    expect((await localeCookie(page))?.value).toBe('en-sa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test.describe('switching language on a filtered listing', () => {
  test('carries the filters over, written in the new language', async ({ page }) => {
    await openPage(page, `/ar-sa/${encodeURIComponent('خواتم')}?${encodeURIComponent('عيار_الذهب')}=${encodeURIComponent('18 قيراط')}`);
    const english = page.getByRole('banner').getByRole('link', { name: /^English/ });
    await expect(english).toHaveAttribute('href', '/en-sa/rings?gold_karat=18K');

    await english.click();

    await expect(page).toHaveURL(/\/en-sa\/rings\?gold_karat=18K$/);
    await expect(page.getByRole('checkbox', { name: /^18K \d/ })).toHaveAttribute('aria-checked', 'true');
  });
});
