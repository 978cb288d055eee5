import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from './shell';

/**
 * A generated piece (earrings, no sizes) that every demo L'azurde boutique in the UAE holds; the
 * signature pieces of `PIECES` keep only their warehouse stock. The demo catalogue is deterministic.
 */
export const BOUTIQUE_PIECE = { sku: 'LZ-ER-10007', region: 'ae' } as const;

/** Puts a bag of `quantity` of the piece in this browser through the API (the fewest page loads) and answers its id. */
export async function aBag(page: Page, locale: string, sku: string, quantity = 1): Promise<string> {
  const [language, region] = locale.split('-') as [string, string];
  const headers = { 'x-storefront-client': 'web' };
  const product = await page.request.post('/api/catalog/product', { data: { region, language, sku }, headers });
  expect(product.status(), `the piece ${sku} in ${region}`).toBe(200);
  const productId = ((await product.json()) as { response: { product: { productId: number } } }).response.product.productId;
  // The browser's own request context: the cart token cookie it answers is the page's.
  const created = await page.request.post('/api/cart/createCart', { data: { region, locale, lineItems: [{ productId, quantity }] }, headers });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { response: { id: string } }).response.id;
}

/** Opens the checkout of the bag, hydrated, with its options loaded. */
export async function openCheckout(page: Page, locale: string, cartId: string): Promise<void> {
  await openPage(page, `/${locale}/checkout?cartId=${cartId}`);
  await expect(page.getByTestId('checkout-payment')).toBeVisible();
}

/** Types a new delivery address: names, phone, street, and the region's first governorate and its first city. */
export async function fillAddress(page: Page, phone: string): Promise<void> {
  const form = page.getByTestId('checkout-address');
  await form.locator('input[name="firstName"]').fill('Noura');
  await form.locator('input[name="lastName"]').fill('Alharbi');
  await form.locator('input[name="phone"]').fill(phone);
  await form.locator('input[name="line1"]').fill('12 Olaya Street');
  const governorate = form.locator('select[name="governorate"]');
  await expect(governorate.locator('option')).not.toHaveCount(1);
  await governorate.selectOption({ index: 1 });
  await form.locator('select[name="city"]').selectOption({ index: 1 });
}

/** A guest's contact and a new home address. */
export async function guestDetails(page: Page, email: string, phone: string): Promise<void> {
  await page.getByTestId('checkout-contact').locator('input[name="email"]').fill(email);
  await fillAddress(page, phone);
}

/** Chooses a way of paying and waits for the quote the review shows for it. */
export async function choosePayment(page: Page, method: string): Promise<void> {
  await page.locator(`input[name="paymentMethod"][value="${method}"]`).check();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await expect(page.getByTestId('place-order').or(page.getByTestId('apple-pay-button'))).toBeEnabled();
}

export function placeOrder(page: Page): Locator {
  return page.getByTestId('place-order');
}

/** Pays on the sandbox's card page: the card, an expiry in the future, a CVC and the name. */
export async function payOnCardPage(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-payments\/pay\//);
  await page.locator('input[name="number"]').fill(number);
  await page.locator('input[name="expiry"]').fill('12/39');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="name"]').fill('Noura Alharbi');
  await page.locator('form button[type="submit"]').first().click();
}

/** The confirmation, with its order number. */
export async function confirmedOrder(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/return\?attempt=/);
  const confirmation = page.getByTestId('checkout-confirmation');
  await expect(confirmation).toBeVisible();
  return (await confirmation.getByTestId('order-reference').textContent()) ?? '';
}
