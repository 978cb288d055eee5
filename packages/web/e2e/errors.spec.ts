import { expect, test } from './support/test';
import { expectHydrated, openPage } from './support/shell';

test.describe('404 page', () => {
  test('answers 404 in English with the words and the four brand cards from the content service', async ({ page }) => {
    const response = await page.goto('/en-sa/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText("Sorry we can't find the page you're looking for")).toBeVisible();
    await expect(page.getByText("Let's get back on track...", { exact: true })).toBeVisible();
    const cards = page.getByTestId('not-found').getByRole('listitem');
    await expect(cards).toHaveCount(4);
    await expect(page.getByRole('link', { name: "L'azurde Shop All" })).toHaveAttribute('href', '/en-sa');
    await expect(page.getByRole('link', { name: 'Miss L Shop All' })).toHaveAttribute('href', '/en-sa/miss-l');
    await expect(page.getByRole('link', { name: 'Waves Shop All' })).toHaveAttribute('href', '/en-sa/waves');
    await expect(page.getByRole('link', { name: 'Kenaz Shop All' })).toHaveAttribute('href', '/en-sa/fashion-jewelry');
    await expect(cards.first().locator('img')).toHaveCount(2);
    for (const image of await page.getByTestId('not-found').locator('img').all()) {
      expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
  });

  test('answers 404 in Arabic, right to left, sending the waves card to KSA from the UAE', async ({ page }) => {
    const response = await page.goto('/ar-ae/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'خطأ 404' })).toBeVisible();
    await expect(page).toHaveTitle('الصفحة غير موجودة');
    await expect(page.getByText('لنعد إلى المسار الصحيح...')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ويفز تسوّق الكل' })).toHaveAttribute('href', '/ar-sa/waves');
    await expect(page.getByRole('link', { name: 'ميس إل تسوّق الكل' })).toHaveAttribute('href', '/ar-ae/miss-l');
  });

  test('keeps the brand cards inside the page at 1366 px: no card overlaps the next, no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en-sa/no-such-page');
    await expectHydrated(page);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const boxes = await page.getByTestId('not-found').locator('.brand-card').evaluateAll((cards) =>
      cards.map((card) => {
        const box = card.getBoundingClientRect();
        const image = card.querySelector('.brand-card__image')?.getBoundingClientRect();
        return { start: box.left, end: box.right, imageStart: image?.left ?? 0, imageEnd: image?.right ?? 0 };
      }),
    );
    expect(boxes).toHaveLength(4);
    for (const [index, box] of boxes.entries()) {
      expect(box.imageStart).toBeGreaterThanOrEqual(box.start);
      expect(box.imageEnd).toBeLessThanOrEqual(box.end);
      if (index > 0) expect(box.start).toBeGreaterThanOrEqual(boxes[index - 1]!.end);
    }
  });

  test('answers 404 for an address outside every locale, in the language of the locale cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'user_locale', value: 'ar-eg', url: baseURL ?? 'http://127.0.0.1' }]);
    const response = await page.goto('/no/such/thing');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'خطأ 404' })).toBeVisible();
    await expect(page).toHaveTitle('الصفحة غير موجودة');
    await expect(page.getByRole('link', { name: 'لازوردي تسوّق الكل' })).toHaveAttribute('href', '/ar-eg');
  });

  test('answers 404 for a product that does not exist, with a title a shopper can read in the tab', async ({ page }) => {
    const response = await page.goto('/en-sa/p/lost-ring?product_sku=LZ-XX-0000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('answers 404, not a server error, to a product address whose SKU holds control characters', async ({ page }) => {
    for (const sku of ['%00%01', 'LZ-RG-1001%00']) {
      const response = await page.goto(`/en-sa/p/any?product_sku=${sku}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    }
  });

  test('answers 404 for a help-centre topic that does not exist', async ({ page }) => {
    const response = await page.goto('/en-eg/help-centre/no-such-topic');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    // Nor one whose address could name no topic at all (a NUL byte): still a 404, not a server error.
    expect((await page.goto('/en-eg/help-centre/return%00policy'))?.status()).toBe(404);
  });
});

test.describe('error screens', () => {
  test('shows the generic error screen, translated, when the next page cannot be loaded', async ({ page }) => {
    await openPage(page, '/ar-sa');
    await page.route('**/help-centre/return-policy.data*', (route) => route.abort('failed'));

    await page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الإرجاع' }).click();

    await expect(page.getByTestId('generic-error')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeVisible();
  });
});

test.describe('404 page on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stacks the brand cards and keeps every call to action reachable', async ({ page }) => {
    await page.goto('/en-eg/no-such-page');

    const cards = page.getByTestId('not-found').getByRole('link');
    await expect(cards).toHaveCount(4);
    const widths = await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThan(300);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last()).toBeInViewport();
  });

  test('opens on an Arabic phone at its inline start, header and cards inside the page', async ({ page }) => {
    await openPage(page, '/ar-sa/no-such-page', 404);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    const header = await page.getByTestId('site-header').boundingBox();
    expect(header?.x).toBe(0);
    expect(header?.width).toBe(390);
    for (const image of await page.getByTestId('not-found').locator('.brand-card__image').all()) {
      const box = await image.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
  });
});
