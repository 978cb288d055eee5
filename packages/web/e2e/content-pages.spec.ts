import { expect, test } from './support/test';
import { openPage } from './support/shell';
import { axe } from './support/axe';

const LOCALES = ['en-sa', 'ar-sa', 'en-ae', 'ar-ae', 'en-eg', 'ar-eg'] as const;

test.describe('content pages', () => {
  test('opens Our story and the privacy policy from the footer, in English', async ({ page }) => {
    await openPage(page, '/en-sa');
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'Our story' }).click();
    await expect(page).toHaveURL(/\/en-sa\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
    await expect(page).toHaveTitle("Our story | L'azurde KSA");

    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en-sa\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('serves both pages in all six locales, with a canonical address and the other language named', async ({ page }) => {
    for (const tag of LOCALES) {
      for (const slug of ['about-us', 'privacy-policy']) {
        const response = await page.goto(`/${tag}/${slug}`);
        expect(response?.status(), `/${tag}/${slug}`).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', tag.startsWith('ar') ? 'rtl' : 'ltr');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${tag}/${slug}$`));
        const other = `${tag.startsWith('ar') ? 'en' : 'ar'}${tag.slice(2)}`;
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', new RegExp(`/${other}/${slug}$`));
      }
    }
  });

  test('gives each region’s delivery time on the delivery page, as its help centre does', async ({ page }) => {
    for (const [locale, days] of [
      ['en-eg', '3–7'],
      ['en-ae', '2–4'],
      ['ar-sa', '2–5'],
    ] as const) {
      await openPage(page, `/${locale}/delivery-information`);
      await expect(page.getByRole('main')).toContainText(days);
      await openPage(page, `/${locale}/help-centre/order`);
      await expect(page.getByRole('main')).toContainText(days);
    }
  });

  test('reads right to left in Arabic, with the footer link to Our story', async ({ page }) => {
    await openPage(page, '/ar-ae');
    await page.getByRole('contentinfo').getByRole('link', { name: 'قصتنا' }).click();
    await expect(page).toHaveURL(/\/ar-ae\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'قصتنا' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('1980');
  });

  test('has no serious or critical accessibility violations in Arabic', async ({ page }) => {
    await openPage(page, '/ar-sa/privacy-policy');
    const results = await axe(page).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  test('leaves the category listings where they were, and answers 404 to a page the store does not have', async ({ page }) => {
    const listing = await page.goto('/en-sa/rings');
    expect(listing?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();

    const missing = await page.goto('/en-sa/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  });
});
