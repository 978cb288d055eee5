import { expect, test, type Locator } from './support/test';

/** The first tile of the grid whose badge reads `badge`; its SKU. */
async function firstTileSaying(grid: Locator, badge: string): Promise<string> {
  const tile = grid.getByTestId('product-card').filter({ hasText: badge }).first();
  await expect(tile).toBeVisible();
  return (await tile.getAttribute('data-sku')) ?? '';
}

test.describe('stock on listing tiles', () => {
  test('an earrings listing in ar-sa says which pieces are low on stock and sold out, as their pages do', async ({ page }) => {
    const response = await page.goto(`/ar-sa/${encodeURIComponent('أقراط')}`);
    expect(response?.status()).toBe(200);
    const grid = page.getByTestId('product-grid');

    const low = await firstTileSaying(grid, 'الكمية محدودة');
    const soldOut = await firstTileSaying(grid, 'نفدت الكمية');
    expect(low).not.toBe(soldOut);

    await grid.locator(`[data-sku="${low}"] a`).first().click();
    await expect(page).toHaveURL(new RegExp(`product_sku=${low}`));
    await expect(page.getByTestId('stock-state')).toHaveAttribute('data-state', 'low-stock');

    await page.goBack();
    await grid.locator(`[data-sku="${soldOut}"] a`).first().click();
    await expect(page).toHaveURL(new RegExp(`product_sku=${soldOut}`));
    await expect(page.getByTestId('stock-state')).toHaveAttribute('data-state', 'sold-out');
  });

  test('an English listing says the same in English (en-sa)', async ({ page }) => {
    await page.goto('/en-sa/earrings');
    const grid = page.getByTestId('product-grid');
    await expect(grid.getByTestId('product-card').filter({ hasText: 'Only a few left' }).first()).toBeVisible();
    await expect(grid.getByTestId('product-card').filter({ hasText: 'Sold out' }).first()).toBeVisible();
  });
});
