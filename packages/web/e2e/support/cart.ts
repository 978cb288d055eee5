import { expect, type Locator, type Page } from '@playwright/test';

/** The signature pieces of the demo catalogue the cart journeys use (their stock stays as seeded). */
export const PIECES = {
  /** No sizes, 12 units in every region. */
  pendant: { sku: 'LZ-NK-1003', en: 'Rose Gold Heart Pendant', ar: 'قلادة قلب من الذهب الوردي' },
  /** Sizes, 12 units of each. */
  ring: { sku: 'LZ-RG-1001', en: 'Solitaire Diamond Ring', ar: 'خاتم سوليتير بالألماس' },
  /** Two units per region: the third one is beyond stock. */
  bracelet: { sku: 'LZ-BR-1005', en: 'Diamond Tennis Bracelet', ar: 'سوار تنس بالألماس' },
} as const;

/** Opens a product page and waits until its add-to-bag button works (the page is hydrated). */
export async function openProduct(page: Page, locale: string, sku: string): Promise<Locator> {
  const response = await page.goto(`/${locale}/p/piece?product_sku=${sku}`);
  expect(response?.status()).toBe(200);
  const button = page.locator('main').getByTestId('add-to-cart').first();
  await expect(button).toBeEnabled();
  return button;
}

/** The cart icon's accessible name carries the count in words ("Shopping bag, 2 items", "حقيبة التسوق، منتجان"), its `data-count` the number. */
export function cartIcon(page: Page): Locator {
  return page.getByTestId('cart-icon');
}

/** The badge's count, read from the icon, whose name follows the badge. */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartIcon(page)).toHaveAttribute('data-count', String(count));
}

export function miniCart(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

/** What browser storage holds of the cart (spec section 3). */
export async function storedCart(page: Page) {
  return page.evaluate(() => ({
    record: JSON.parse(localStorage.getItem('guestCart') ?? 'null') as { cartId: string; region: string; locale: string; timestamp: number } | null,
    localCartId: JSON.parse(localStorage.getItem('cartId') ?? 'null') as string | null,
    counter: JSON.parse(sessionStorage.getItem('cartItem_counter') ?? 'null') as number | null,
    sessionCartId: JSON.parse(sessionStorage.getItem('cartId') ?? 'null') as string | null,
    hasCartData: sessionStorage.getItem('cartData') !== null,
  }));
}
