import { expect, test, isolatedTest } from './support/test';
import { MOBILE, openPage, serverHtml } from './support/shell';

test.describe('the header on wide screens', () => {
  test('shows the promo bar from content at 40 px, and a dismissal lasts the session without a flash on the next page', async ({ page }) => {
    await openPage(page, '/en-sa');
    const bar = page.getByTestId('promo-bar');
    await expect(bar.getByRole('link', { name: 'Free shipping on orders over 500 SAR' })).toHaveAttribute('href', '/en-sa/new-in');
    expect((await bar.boundingBox())?.height).toBe(40);
    await expect(bar).toHaveCSS('background-color', 'rgb(31, 42, 68)');

    await bar.getByRole('button', { name: 'Close the offer bar' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('promo-bar-hidden'))).toBe('true');
    // The server already leaves it out, so nothing appears and vanishes on the next page.
    expect(await serverHtml(page, '/en-sa/rings')).not.toContain('data-testid="promo-bar"');
    await openPage(page, '/en-sa/rings');
    await expect(page.getByTestId('promo-bar')).toHaveCount(0);
  });

  isolatedTest('counts the flash sale down each second in Arabic, then shows the plain message', async ({ page }) => {
    await openPage(page, '/ar-eg/miss-l');
    const endsAt = Date.parse((await page.getByRole('timer').getAttribute('data-ends-at')) ?? '');
    // The shopper's clock a minute before the end (the server still sees the sale running), then three seconds before it.
    await page.clock.install({ time: endsAt - 60_000 });
    await openPage(page, '/ar-eg/miss-l');
    await page.clock.pauseAt(endsAt - 3000);
    const bar = page.getByTestId('promo-bar');
    await expect(bar).toHaveCSS('background-color', 'rgb(244, 214, 210)');
    await expect(bar.getByRole('link', { name: 'تخفيضات سريعة تنتهي خلال' })).toHaveAttribute('href', `/ar-eg/miss-l/${encodeURIComponent('وصل-حديثا')}`);
    const timer = bar.getByRole('timer', { name: 'الوقت المتبقي' });
    await expect(timer).toHaveText('00ي00س00د03ث');
    await page.clock.runFor(1000);
    await expect(timer).toHaveText('00ي00س00د02ث');
    await page.clock.runFor(2000);
    await expect(timer).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'شحن مجاني للطلبات فوق 5000 ج.م' })).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(40);
  });

  isolatedTest('shows days, hours, minutes and seconds of a longer countdown in English', async ({ page }) => {
    await openPage(page, '/en-sa/miss-l');
    const endsAt = Date.parse((await page.getByRole('timer').getAttribute('data-ends-at')) ?? '');
    const left = (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000;
    await page.clock.install({ time: endsAt - left - 60_000 });
    await openPage(page, '/en-sa/miss-l');
    await page.clock.pauseAt(endsAt - left);
    await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText('02d03h04m05s');
  });

  test('reads the Arabic countdown right to left: days at the inline start, seconds at the end', async ({ page }) => {
    await openPage(page, '/ar-sa/miss-l');
    const timer = page.getByRole('timer', { name: 'الوقت المتبقي' });
    await expect(timer.locator('[data-part="seconds"]')).toBeVisible();
    const start = async (part: string) => (await timer.locator(`[data-part="${part}"]`).boundingBox())?.x ?? 0;
    const [days, hours, minutes, seconds] = [await start('days'), await start('hours'), await start('minutes'), await start('seconds')];
    expect(days).toBeGreaterThan(hours);
    expect(hours).toBeGreaterThan(minutes);
    expect(minutes).toBeGreaterThan(seconds);

    await openPage(page, '/en-sa/miss-l');
    const english = page.getByRole('timer', { name: 'Time left' });
    await expect(english.locator('[data-part="seconds"]')).toBeVisible();
    const daysEn = (await english.locator('[data-part="days"]').boundingBox())?.x ?? 0;
    const secondsEn = (await english.locator('[data-part="seconds"]').boundingBox())?.x ?? 0;
    expect(daysEn).toBeLessThan(secondsEn);
  });

  test('leads to Waves from the brand switcher in KSA, and not where Waves is not sold', async ({ page }) => {
    await openPage(page, '/en-sa');
    const brands = page.getByRole('navigation', { name: 'Brands' });
    await expect(brands.getByRole('link')).toHaveText(["L'azurde", 'Miss L', 'Waves']);
    await brands.getByRole('link', { name: 'Waves' }).click();
    await expect(page).toHaveURL(/\/en-sa\/waves$/);
    await expect(brands.getByRole('link', { name: 'Waves' })).toHaveAttribute('aria-current', 'page');

    await openPage(page, '/ar-sa');
    await expect(page.getByRole('navigation', { name: 'العلامات التجارية' }).getByRole('link', { name: 'ويفز' })).toHaveAttribute('href', '/ar-sa/waves');

    await openPage(page, '/en-ae');
    await expect(brands.getByRole('link')).toHaveText(["L'azurde", 'Miss L']);
  });

  test('shows a Miss L piece in Miss L’s header, reached from its listing or by its address, and a L’azurde piece in L’azurde’s', async ({ page }) => {
    const tabs = page.getByRole('navigation', { name: 'Brands' });
    await openPage(page, '/en-sa/miss-l/rings');
    await page.locator('main').getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en-sa\/p\/[^?]+\?product_sku=ML-/);
    await expect(tabs.getByRole('link', { name: 'Miss L' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/ \| Miss L$/);

    await openPage(page, '/ar-sa/p/piece?product_sku=ML-RG-10031');
    await expect(page.getByRole('navigation', { name: 'العلامات التجارية' }).getByRole('link', { name: 'ميس إل' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/ \| ميس إل$/);

    await openPage(page, '/en-sa/p/piece?product_sku=LZ-RG-1001');
    await expect(tabs.getByRole('link', { name: "L'azurde" })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/ \| L'azurde$/);
  });

  isolatedTest('brand tabs settle on the last choice 500 ms after it', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/en-sa/rings');
    const tabs = page.getByRole('navigation', { name: 'Brands' });
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    await tabs.getByRole('link', { name: 'Miss L' }).click();
    await expect(tabs.getByRole('link', { name: 'Miss L' })).toHaveAttribute('aria-current', 'page');
    await page.clock.runFor(400);
    await tabs.getByRole('link', { name: "L'azurde" }).click();
    await page.clock.runFor(499);
    await expect(page).toHaveURL(/\/en-sa\/rings$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/en-sa$/);

    await tabs.getByRole('link', { name: 'Miss L' }).click();
    await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/en-sa\/miss-l$/);
    await tabs.getByRole('link', { name: "L'azurde" }).click();
    await page.clock.runFor(500);
    await expect(page).toHaveURL(/\/en-sa$/);
  });

  test('links the store locator per brand, and hides it in the UAE', async ({ page }) => {
    await openPage(page, '/en-sa');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Store locations' })).toHaveAttribute('href', '/en-sa/store-locations');
    await openPage(page, '/ar-sa/miss-l');
    await expect(banner.getByRole('link', { name: 'مواقع المتاجر' })).toHaveAttribute('href', '/ar-sa/miss-l/store-locations');
    await openPage(page, '/en-ae');
    await expect(banner.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Store locations' })).toHaveCount(0);
  });

  test('shows the two-level navigation from content', async ({ page }) => {
    await openPage(page, '/en-sa');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Gold', exact: true }).hover();
    await expect(nav.getByRole('link', { name: '21K Gold' })).toHaveAttribute('href', '/en-sa/21k-gold');
  });

  test('hides while scrolling down past 500 px and comes back scrolling up', async ({ page }) => {
    await openPage(page, '/en-sa/rings');
    const header = page.getByTestId('site-header');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-shown', 'true');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(header).toHaveAttribute('data-shown', 'false');
    await page.evaluate(() => window.scrollTo(0, 850));
    await expect(header).toHaveAttribute('data-shown', 'true');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect(header).toHaveAttribute('data-shown', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-shown', 'true');
  });
});

test.describe('the header on small screens', () => {
  test.use({ viewport: MOBILE });

  test('puts the navigation in a menu and the brands in a sidebar (English)', async ({ page }) => {
    await openPage(page, '/en-sa');
    await expect(page.getByRole('navigation', { name: 'Brands' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('Diamonds', { exact: true }).click();
    await menu.getByRole('link', { name: 'Lab Grown Diamonds' }).click();
    await expect(page).toHaveURL(/\/en-sa\/lab-grown-diamonds$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Brands' }).click();
    const brands = page.getByRole('dialog', { name: 'Brands' });
    await expect(brands.getByRole('link')).toHaveCount(3);
    await brands.getByRole('link', { name: /^Waves/ }).click();
    await expect(page).toHaveURL(/\/en-sa\/waves$/);
  });

  test('fits the phone: no sideways scrolling, the store locator and language live in the menu', async ({ page }) => {
    for (const path of ['/ar-sa', '/en-sa', '/ar-sa/miss-l']) {
      await openPage(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    }
    await openPage(page, '/en-sa');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Store locations' }).click();
    await expect(page).toHaveURL(/\/en-sa\/store-locations$/);
  });

  test('opens the menu from the right-hand side in Arabic, without Waves outside KSA', async ({ page }) => {
    await openPage(page, '/ar-ae');
    const pageWidth = await page.evaluate(() => window.innerWidth);
    await page.getByRole('button', { name: 'القائمة', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await expect(menu.getByText('الذهب', { exact: true })).toBeVisible();
    const box = await menu.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(pageWidth);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'علاماتنا' }).click();
    await expect(page.getByRole('dialog', { name: 'العلامات التجارية' }).getByRole('link')).toHaveCount(2);
  });
});
