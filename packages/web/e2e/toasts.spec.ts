import { expect, isolatedTest, test } from './support/test';
import { miniCart, openProduct, PIECES } from './support/cart';
import { MOBILE, openPage } from './support/shell';

test.describe('toasts', () => {
  isolatedTest('confirm a locale change at the top right in English and go after 5 s', async ({ page }) => {
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

  test.describe('a successful add to bag', () => {
    interface Box {
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
    }
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

    isolatedTest('en-ae on a desktop: a toast at the top right, beside the mini-cart, without its focus, gone after 5 s', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.clock.install();
      const add = await openProduct(page, 'en-ae', PIECES.pendant.sku);
      await page.clock.pauseAt(Date.now() + 1_000);
      await add.click();
      const drawer = miniCart(page, 'Shopping bag');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      const toast = page.getByRole('status').filter({ hasText: 'Added to your shopping bag.' }).and(page.locator('.toast'));
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const drawerBox = (await drawer.boundingBox())!;
      expect(overlaps(box, drawerBox)).toBe(false);
      expect(box.y).toBeLessThan(40);
      // At the top right, moved just beside the drawer open at the right.
      expect(drawerBox.x - (box.x + box.width)).toBeGreaterThanOrEqual(0);
      expect(drawerBox.x - (box.x + box.width)).toBeLessThan(40);
      expect(await page.evaluate(() => document.activeElement?.closest('.toast-region') === null)).toBe(true);
      await page.clock.runFor(4_900);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast).toHaveCount(0);
      await expect(drawer).toBeVisible();
    });

    test('ar-sa on a desktop: the toast sits at the inline end, beside the mini-cart', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      const add = await openProduct(page, 'ar-sa', PIECES.pendant.sku);
      await add.click();
      const drawer = miniCart(page, 'حقيبة التسوق');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      const toast = page.getByRole('status').filter({ hasText: 'تمت الإضافة إلى حقيبة التسوق.' }).and(page.locator('.toast'));
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const drawerBox = (await drawer.boundingBox())!;
      expect(overlaps(box, drawerBox)).toBe(false);
      expect(box.y).toBeLessThan(40);
      // At the top left, moved just beside the drawer open at the left.
      expect(drawerBox.x + drawerBox.width).toBeLessThan(1366 / 2);
      expect(box.x - (drawerBox.x + drawerBox.width)).toBeGreaterThanOrEqual(0);
      expect(box.x - (drawerBox.x + drawerBox.width)).toBeLessThan(40);
    });

    test('ar-sa on a phone: the toast shows without covering the mini-cart\'s heading or lines', async ({ page }) => {
      await page.setViewportSize(MOBILE);
      const add = await openProduct(page, 'ar-sa', PIECES.pendant.sku);
      await add.click();
      const drawer = miniCart(page, 'حقيبة التسوق');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      const toast = page.getByRole('status').filter({ hasText: 'تمت الإضافة إلى حقيبة التسوق.' }).and(page.locator('.toast'));
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
      expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);
      expect(overlaps(box, (await drawer.locator('.drawer__head').boundingBox())!)).toBe(false);
      expect(overlaps(box, (await drawer.getByTestId('mini-cart').boundingBox())!)).toBe(false);
    });
  });
});
