import { expect, test } from './support/test';
import { openPage } from './support/shell';

test.describe('store locator', () => {
  test('lists the KSA boutiques of the main brand by city, with hours, phone and directions', async ({ page }) => {
    const response = await page.goto('/en-sa/store-locations');

    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Store locations | L'azurde KSA");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en-sa\/store-locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Store locations' })).toBeVisible();
    await expect(page.getByText('Boutiques: 5')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Al Khobar', 'Jeddah', 'Riyadh']);

    const riyadhPark = page.getByRole('article', { name: "L'azurde Riyadh Park" });
    await expect(riyadhPark).toContainText('Riyadh Park Mall, Ground Floor');
    await expect(riyadhPark.getByTestId('opening-hours').getByRole('listitem')).toHaveText(['Sun–Wed 10:00–23:00', 'Thu 10:00–23:30', 'Fri 16:00–23:30', 'Sat 10:00–23:30']);
    await expect(riyadhPark.getByRole('link', { name: '+966112345601' })).toHaveAttribute('href', 'tel:+966112345601');
    const directions = riyadhPark.getByRole('link', { name: "Directions to L'azurde Riyadh Park (opens in a new tab)" });
    await expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=24.75600%2C46.62930');
    await expect(directions).toHaveAttribute('target', '_blank');
  });

  test('lists Miss L’s boutiques in Arabic, right to left, with phone numbers kept left to right', async ({ page }) => {
    const response = await page.goto('/ar-sa/miss-l/store-locations');

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'متاجر ميس إل' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
    const phone = page.getByRole('article', { name: 'ميس إل رياض بارك' }).getByRole('link', { name: '+966112345611' });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('article', { name: 'ميس إل رياض بارك' }).getByTestId('opening-hours').getByRole('listitem').first()).toHaveText('الأحد–الأربعاء 10:00–23:00');
  });

  test('shows each region its own boutiques', async ({ page }) => {
    await page.goto('/en-eg/store-locations');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Alexandria', 'Cairo', 'Giza']);

    await page.goto('/en-eg/miss-l/store-locations');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Alexandria', 'Cairo']);
  });
});

test.describe('store locator in the UAE', () => {
  test('is not offered: no header icon, no footer link, and its pages answer 404', async ({ page }) => {
    await openPage(page, '/en-ae');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Store locations' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Need Help?' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Store locations' })).toHaveCount(0);

    await openPage(page, '/ar-ae/miss-l');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'مواقع المتاجر' })).toHaveCount(0);

    for (const path of ['/en-ae/store-locations', '/ar-ae/store-locations', '/en-ae/miss-l/store-locations']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('is not where the footer’s locale links lead from a store locator: the UAE’s lead to its home, Egypt’s to its store locator', async ({ page }) => {
    await openPage(page, '/en-sa/miss-l/store-locations');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'U.A.E. – English' })).toHaveAttribute('href', '/en-ae/miss-l');
    await expect(footer.getByRole('link', { name: 'U.A.E. – Arabic' })).toHaveAttribute('href', '/ar-ae/miss-l');
    await expect(footer.getByRole('link', { name: 'Egypt – Arabic' })).toHaveAttribute('href', '/ar-eg/miss-l/store-locations');
    await footer.getByRole('link', { name: 'U.A.E. – English' }).click();
    await expect(page).toHaveURL(/\/en-ae\/miss-l$/);
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('names no UAE store locator among the KSA page’s language alternates', async ({ page }) => {
    await page.goto('/en-sa/store-locations');
    await expect(page.locator('link[rel="alternate"][hreflang="ar-sa"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="en-ae"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="en-eg"]')).toHaveCount(1);
  });
});

test.describe('store locator in the UAE on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is not in the menu nor in the footer', async ({ page }) => {
    await openPage(page, '/ar-ae');
    await page.getByRole('button', { name: 'القائمة', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await expect(menu.getByRole('button', { name: 'اللغة والمنطقة' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'مواقع المتاجر' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'مواقع المتاجر', includeHidden: true })).toHaveCount(0);
  });
});

test.describe('help centre', () => {
  test('names its own page once in the title, in both languages', async ({ page }) => {
    await page.goto('/en-ae/help-centre');
    await expect(page).toHaveTitle('Help centre | UAE');
    await page.goto('/ar-sa/help-centre');
    await expect(page).toHaveTitle('مركز المساعدة | السعودية');
  });

  test('shows Egypt’s return-policy FAQ in English, linking to the account and to My Returns', async ({ page }) => {
    const response = await page.goto('/en-eg/help-centre/return-policy');

    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Return policy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['What is your return policy?', 'How do I return an item online?']);
    await expect(page.getByText(/within 30 days of delivery/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/en-eg/account');
    await expect(page.getByRole('link', { name: 'return an item online' })).toHaveAttribute('href', '/en-eg/account/my-returns#return-an-item');
    await expect(page).toHaveTitle('Return policy | Help centre | Egypt');
  });

  test('shows Egypt’s return-policy FAQ in Arabic, linking to the account and to My Returns', async ({ page }) => {
    await page.goto('/ar-eg/help-centre/return-policy');

    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الإرجاع' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'كيف أُرجع منتجاً عبر الإنترنت؟' })).toBeVisible();
    await expect(page.getByText(/خلال 30 يوماً/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'الذهاب إلى حسابي' })).toHaveAttribute('href', '/ar-eg/account');
    await expect(page.getByRole('link', { name: 'إرجاع منتج عبر الإنترنت' })).toHaveAttribute('href', '/ar-eg/account/my-returns#return-an-item');
  });

  test('gives KSA its own return window and Need Help? its orders topic with the care line', async ({ page }) => {
    await page.goto('/en-sa/help-centre/return-policy');
    await expect(page.getByText(/within 15 days of delivery/)).toBeVisible();

    await page.goto('/ar-sa/help-centre/order');
    await expect(page.getByRole('heading', { level: 1, name: 'الطلبات والتوصيل' })).toBeVisible();
    const care = page.locator('bdi[dir="ltr"]').getByRole('link', { name: '+966 800 124 0500' });
    await expect(care).toHaveAttribute('href', 'tel:+9668001240500');
  });

  test('lists the region’s topics on the help centre’s first page', async ({ page }) => {
    await openPage(page, '/en-ae/help-centre');

    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    const topics = page.getByRole('navigation', { name: 'Help topics' }).getByRole('link');
    await expect(topics).toHaveText(['Orders and delivery', 'Return policy']);
    await topics.first().click();
    await expect(page).toHaveURL(/\/en-ae\/help-centre\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders and delivery' })).toBeVisible();
  });
});

test.describe('store locator and help centre on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stack the boutiques in one column and keep the FAQ readable in Arabic', async ({ page }) => {
    await page.goto('/ar-sa/store-locations');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(5);
    const lefts = await cards.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    const widest = await page.getByRole('main').evaluate((element) => Math.max(...[...element.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);

    await page.goto('/ar-eg/help-centre/return-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الإرجاع' })).toBeVisible();
  });

  test('show the English store locator and help centre in one column too', async ({ page }) => {
    await page.goto('/en-sa/store-locations');
    await expect(page.getByRole('article')).toHaveCount(5);
    const directions = page.getByRole('link', { name: /^Directions to/ }).first();
    await directions.scrollIntoViewIfNeeded();
    await expect(directions).toBeInViewport();

    await page.goto('/en-sa/help-centre/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders and delivery' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(4);
    const widest = await page.getByRole('main').evaluate((element) => Math.max(...[...element.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
  });
});

