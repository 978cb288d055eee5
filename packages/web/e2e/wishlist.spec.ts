import { expect, test, type Page } from './support/test';
import { openProduct, PIECES } from './support/cart';

/** A Waves piece: the brand is sold in Saudi Arabia only. */
const WAVES_RING = { sku: 'WV-RG-3001', en: 'Ocean Wave Ring', ar: 'خاتم موج البحر' } as const;

function wishlistKeys(page: Page) {
  return page.evaluate(() => ({
    ids: JSON.parse(localStorage.getItem('all_wishlist_items') ?? 'null') as number[] | null,
    data: JSON.parse(localStorage.getItem('wish_list_data') ?? 'null') as { items: { sku: string }[] } | null,
  }));
}

test.describe('guest wish list', () => {
  test('ar-sa: the heart on a product page saves and unsaves, the drawer lists it and the badge counts it', async ({ page }) => {
    await openProduct(page, 'ar-sa', PIECES.pendant.sku);
    const heart = page.locator('main .product__purchase').getByTestId('wishlist-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const wishlistButton = page.getByRole('button', { name: /^قائمة الأمنيات،/ });
    await expect(wishlistButton).toHaveAccessibleName(/: 1$/);

    const stored = await wishlistKeys(page);
    expect(stored.ids).toHaveLength(1);
    expect(stored.data?.items.map((item) => item.sku)).toEqual([PIECES.pendant.sku]);

    await wishlistButton.click();
    const drawer = page.getByRole('dialog', { name: 'قائمة الأمنيات' });
    await expect(drawer.getByTestId('wishlist-item')).toHaveCount(1);
    await expect(drawer.getByTestId('wishlist-item')).toContainText(PIECES.pendant.ar);
    await drawer.getByRole('button', { name: new RegExp(`إزالة ${PIECES.pendant.ar}`) }).click();
    await expect(drawer).toContainText('قائمة أمنياتك فارغة.');
    await page.keyboard.press('Escape');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistButton).toHaveAccessibleName(/: 0$/);
    expect((await wishlistKeys(page)).ids).toEqual([]);
  });

  test('en-eg: hearts on listing tiles save products that stay saved after a reload', async ({ page }) => {
    await page.goto('/en-eg/search?q=ring');
    const tiles = page.getByTestId('product-card');
    const first = tiles.nth(0).getByTestId('wishlist-toggle');
    const second = tiles.nth(1).getByTestId('wishlist-toggle');
    await expect(first).toBeEnabled();
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(second).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByTestId('product-card').nth(0).getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: /^Wish list, items/ })).toHaveAccessibleName(/: 2$/);

    await page.getByTestId('product-card').nth(0).getByTestId('wishlist-toggle').click();
    await expect(page.getByTestId('product-card').nth(0).getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false');
    expect((await wishlistKeys(page)).ids).toHaveLength(1);
  });

  test('saved on ar-sa, the drawer on en-sa and en-ae names and links each piece in English with that store\'s price, and says which the UAE store does not sell', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const sku of [WAVES_RING.sku, PIECES.pendant.sku]) {
      await openProduct(page, 'ar-sa', sku);
      const heart = page.locator('main .product__purchase').getByTestId('wishlist-toggle');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }

    for (const [locale, currency] of [
      ['en-ae', 'AED'],
      ['en-sa', 'SAR'],
    ] as const) {
      await openProduct(page, locale, PIECES.ring.sku);
      await page.getByRole('button', { name: /^Wish list, items/ }).click();
      const items = page.getByRole('dialog', { name: 'Wish list' }).getByTestId('wishlist-item');
      await expect(items).toHaveCount(2);
      const pendant = items.filter({ has: page.getByRole('link', { name: PIECES.pendant.en }) });
      await expect(pendant.getByRole('link')).toHaveAttribute('href', `/${locale}/p/rose-gold-heart-pendant?product_sku=${PIECES.pendant.sku}`);
      await expect(pendant).not.toContainText(PIECES.pendant.ar);
      await expect(pendant).toContainText(currency);
      await expect(pendant.getByRole('button', { name: `Remove ${PIECES.pendant.en}` })).toBeVisible();

      // Waves is sold in Saudi Arabia only. The UAE store names the piece in English (read from the KSA
      // store: it was saved on an Arabic page), says it does not sell it, and shows no price and no
      // link to a page it does not have.
      const ring = items.nth(1);
      if (locale === 'en-ae') {
        await expect(ring).toContainText('Not sold in our UAE store');
        await expect(ring).toContainText(WAVES_RING.en);
        await expect(ring.getByRole('link')).toHaveCount(0);
        await expect(ring).not.toContainText(/AED|SAR/);
        await expect(ring.getByRole('button', { name: `Remove ${WAVES_RING.en}` })).toBeVisible();
      } else {
        await expect(ring.getByRole('link', { name: WAVES_RING.en })).toBeVisible();
        await expect(ring).toContainText('SAR');
        await expect(ring).not.toContainText('Not sold');
      }
      await page.keyboard.press('Escape');
    }
  });
});
