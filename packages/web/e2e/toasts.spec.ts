import { expect, test } from '@playwright/test';
import { openPage } from './support/shell';

test.describe('toasts', () => {
  test('confirm a locale change at the top right in English and go after 5 s', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/ar-sa');
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    await page.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click();
    await expect(page).toHaveURL(/\/en-sa$/);
    const toast = page.getByRole('status').filter({ hasText: 'You are now shopping in KSA, in English.' });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width - 40);
    expect(box?.y ?? 100).toBeLessThan(40);
    await page.clock.runFor(4900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });

  test('sit at the top left in Arabic and close from their button', async ({ page }) => {
    await openPage(page, '/en-sa');
    await page.getByRole('link', { name: 'Switch to Arabic' }).click();
    await expect(page).toHaveURL(/\/ar-sa$/);
    const toast = page.getByRole('status').filter({ hasText: 'أنت تتسوق الآن في السعودية باللغة العربية.' });
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())?.x ?? 100).toBeLessThan(40);
    await toast.getByRole('button', { name: 'إغلاق الإشعار' }).click();
    await expect(toast).toHaveCount(0);
  });
});
