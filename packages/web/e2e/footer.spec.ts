import { expect, test } from './support/test';
import { openPage } from './support/shell';

const year = String(new Date().getUTCFullYear());

test.describe('footer on wide screens', () => {
  test('shows the content footer in English with its columns, sign-up, social, payments, locales and copyright', async ({ page }) => {
    await page.goto('/en-sa');
    const footer = page.getByRole('contentinfo');

    await expect(footer.getByRole('heading', { name: "Join the world of L'azurde" })).toBeVisible();
    await expect(footer.getByText('Sign up for new collections and offers.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-sa/sign-up');
    // Wide screens: every column is open, no click needed.
    await expect(footer.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/en-sa/help-centre/order');
    await expect(footer.getByRole('link', { name: 'Store locations' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
    await expect(footer.getByRole('link', { name: 'Rings' })).toHaveAttribute('href', '/en-sa/rings');
    await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Cash on delivery' })).toBeVisible();
    await expect(footer).toContainText(`© ${year} L'azurde. All rights reserved.`);
    await expect(footer).toContainText('Prices are in Saudi riyals (SAR) and include VAT.');

    const locales = footer.getByRole('region', { name: 'Language and region' }).getByRole('link');
    await expect(locales).toHaveCount(6);
    await expect(footer.getByRole('link', { name: 'KSA – English' })).toHaveAttribute('aria-current', 'true');
    await expect(footer.getByRole('link', { name: 'Egypt – Arabic' })).toHaveAttribute('href', '/ar-eg');
  });

  test('offers only KSA on waves pages, and names the brand in the copyright', async ({ page }) => {
    await page.goto('/en-sa/waves');
    const footer = page.getByRole('contentinfo');

    await expect(footer.getByRole('region', { name: 'Language and region' }).getByRole('link')).toHaveCount(2);
    await expect(footer).toContainText(`© ${year} Waves.`);
  });

  test('keeps the same page when the language is chosen in the footer', async ({ page }) => {
    await openPage(page, '/en-ae/rings');
    await page.getByRole('contentinfo').getByRole('link', { name: 'U.A.E. – Arabic' }).click();

    await expect(page).toHaveURL(/\/ar-ae\/%D8%AE%D9%88%D8%A7%D8%AA%D9%85$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo')).toContainText('الأسعار بالدرهم الإماراتي');
  });

  test('shows a loading indicator after a footer link is clicked, until the page arrives', async ({ page }) => {
    await openPage(page, '/en-sa');
    // Hold the next page's data for a moment, as a slow network would.
    await page.route('**/help-centre/return-policy.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Return policy' }).click();

    const status = page.getByRole('contentinfo').getByRole('status');
    await expect(status).toHaveText('Loading the page…');
    await expect(page.getByRole('heading', { level: 1, name: 'Return policy' })).toBeVisible({ timeout: 15_000 });
    await expect(status).toHaveText('');
  });

  test('adds room below the footer on product pages', async ({ page }) => {
    await page.goto('/en-sa/p/any-slug?product_sku=LZ-RG-1001');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveClass(/site-footer--product/);

    await page.goto('/en-sa');
    await expect(page.getByRole('contentinfo')).not.toHaveClass(/site-footer--product/);
  });
});

test.describe('footer on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('folds the navigation columns into accordions, in Arabic right to left', async ({ page }) => {
    await page.goto('/ar-sa');
    const footer = page.getByRole('contentinfo');
    const help = footer.getByRole('link', { name: 'تحتاج مساعدة؟' });

    await expect(footer.getByRole('heading', { name: 'انضم إلى عالم لازوردي' })).toBeVisible();
    await expect(help).toBeHidden();
    await footer.getByText('خدمة العملاء').click();
    await expect(help).toBeVisible();
    await expect(help).toHaveAttribute('href', '/ar-sa/help-centre/order');
    await expect(footer).toContainText(`© ${year} لازوردي. جميع الحقوق محفوظة.`);
    await footer.getByText('خدمة العملاء').click();
    await expect(help).toBeHidden();
  });

  test('folds the columns in English too, and keeps the locale choices and copyright', async ({ page }) => {
    await page.goto('/en-eg/miss-l');
    const footer = page.getByRole('contentinfo');
    const account = footer.getByRole('link', { name: 'My Orders' });

    await expect(account).toBeHidden();
    await footer.getByText('My account').click();
    await expect(account).toHaveAttribute('href', '/en-eg/account/my-orders');
    await expect(footer.getByRole('link', { name: 'Egypt – English' })).toHaveAttribute('aria-current', 'true');
    await expect(footer).toContainText(`© ${year} Miss L.`);
    const widest = await footer.evaluate((element) => Math.max(...[...element.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(390);
  });
});

