import { expect, test } from './support/test';

test.describe('locale pages', () => {
  test('the Arabic KSA home reads right to left and names products in Arabic', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto('/ar-sa');

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 3, name: 'خاتم سوليتير بالألماس' })).toBeVisible();
    await expect(page.getByTestId('price').first()).toContainText('ر.س');
    expect(errors).toEqual([]);
  });

  test('the English KSA home reads left to right and names products in English', async ({ page }) => {
    const response = await page.goto('/en-sa');

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 3, name: 'Solitaire Diamond Ring' })).toBeVisible();
    await expect(page.getByTestId('price').first()).toContainText('SAR');
  });

  test('switching language keeps the region and turns the page right to left', async ({ page }) => {
    await page.goto('/en-sa');
    await page.getByRole('link', { name: 'Switch to Arabic' }).click();

    await expect(page).toHaveURL(/\/ar-sa$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 3, name: 'خاتم سوليتير بالألماس' })).toBeVisible();
  });

  test('an unknown address answers 404 with a page that helps', async ({ page }) => {
    const response = await page.goto('/ar-sa/no-such-page');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'خطأ 404' })).toBeVisible();
  });
});
