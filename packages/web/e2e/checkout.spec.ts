import { readFileSync } from 'node:fs';
import { expect, isolatedTest, test } from './support/test';
import { scrollsSideways, seriousViolations } from './support/account';
import { expectCartCount, PIECES } from './support/cart';
import { aBag, BOUTIQUE_PIECE, choosePayment, confirmedOrder, fillAddress, guestDetails, openCheckout, payOnCardPage, placeOrder } from './support/checkout';
import { mailboxLink } from './support/mailbox';
import { MOBILE, openPage } from './support/shell';

/** The texts a shopper reads, from the checkout's bundles. */
type Texts = { readonly [key: string]: string | Texts };
const BUNDLES: Readonly<Record<'en' | 'ar', Texts>> = {
  en: JSON.parse(readFileSync(new URL('../app/locales/en/checkout.json', import.meta.url), 'utf8')) as Texts,
  ar: JSON.parse(readFileSync(new URL('../app/locales/ar/checkout.json', import.meta.url), 'utf8')) as Texts,
};
function text(language: 'en' | 'ar', key: string, values: Readonly<Record<string, string>> = {}): string {
  const found = key.split('.').reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), BUNDLES[language]);
  if (typeof found !== 'string') throw new Error(`No text ${key} in ${language}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const uniqueEmail = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const DEMO_PASSWORD = 'Demo-Storefront-2026';

test.describe('checkout in ar-sa at desktop width', () => {
  test('a guest pays by card with 3-D Secure, sees the confirmation and finds its email in the mailbox', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('guest.3ds');
    const cartId = await aBag(page, 'ar-sa', PIECES.pendant.sku);
    await openCheckout(page, 'ar-sa', cartId);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'checkout.title'));
    await guestDetails(page, email, '0501234567');
    await choosePayment(page, 'card');
    await expect(page.getByTestId('checkout-line')).toContainText(PIECES.pendant.ar);
    expect(await seriousViolations(page)).toEqual([]);
    await placeOrder(page).click();

    await payOnCardPage(page, '4000 0000 0000 3220');
    await page.locator('input[name="code"]').fill('123456');
    await page.locator('form button[type="submit"]').first().click();

    const reference = await confirmedOrder(page);
    expect(reference).toMatch(/^SA-/);
    await expect(page.getByTestId('checkout-confirmation')).toContainText(text('ar', 'checkout.confirmation.emailTo', { email }));
    await expect(page.getByTestId('checkout-line')).toContainText(PIECES.pendant.ar);
    await expect(page.getByTestId('order-link')).toHaveAttribute('href', `/ar-sa/order-lookup?order=${reference}`);
    expect(await seriousViolations(page)).toEqual([]);

    const link = await mailboxLink(page, email, `order=${reference}`);
    expect(link).toContain('/ar-sa/order-lookup');
  });

  test('a cart changed in another tab shows what changed and asks again with a fresh quote', async ({ page, context }) => {
    const cartId = await aBag(page, 'ar-sa', PIECES.pendant.sku);
    await openCheckout(page, 'ar-sa', cartId);
    await guestDetails(page, uniqueEmail('guest.changed'), '0501234567');
    await choosePayment(page, 'cash-on-delivery');
    const before = await page.getByTestId('checkout-total').textContent();

    // Another tab of the same browser adds a second pendant.
    const other = await context.newPage();
    const cart = await other.request.post('/api/cart/getCart', { data: { cartId, region: 'sa', language: 'ar' }, headers: { 'x-storefront-client': 'web' } });
    const line = ((await cart.json()) as { response: { line_items: { physical_items: { id: string; product_id: number; variant_id: number }[] } } }).response.line_items.physical_items[0]!;
    const updated = await other.request.post('/api/cart/updateProduct', {
      data: { cartId, itemId: line.id, region: 'sa', lineItem: { productId: line.product_id, variantId: line.variant_id, quantity: 2 }, context: { brand: 'lazurde', language: 'ar' } },
      headers: { 'x-storefront-client': 'web' },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    await other.close();

    await placeOrder(page).click();
    const changes = page.getByTestId('checkout-changes');
    await expect(changes).toContainText(text('ar', 'checkout.changes.intro'));
    await expect(changes).toContainText(text('ar', 'checkout.changes.quantity', { name: PIECES.pendant.ar, from: '1', to: '2' }));
    // The review asks again with the fresh quote: the total follows the bag.
    await expect(page.getByTestId('checkout-total')).not.toHaveText(before ?? '');
    await placeOrder(page).click();
    expect(await confirmedOrder(page)).toMatch(/^SA-/);
  });

  test('a customer saves a card on the first order and pays the next one with it', async ({ page }) => {
    test.setTimeout(90_000);
    await openPage(page, '/ar-sa/account');
    const form = page.getByTestId('sign-in-form').first();
    await form.locator('input[name="email"]').fill('demo.sa@storefront.test');
    await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('account-page')).toBeVisible();

    const first = await aBag(page, 'ar-sa', PIECES.pendant.sku);
    await openCheckout(page, 'ar-sa', first);
    // The email is the account's, fixed; a saved address is chosen already.
    await expect(page.getByTestId('checkout-contact').locator('input[name="email"]')).toHaveValue('demo.sa@storefront.test');
    await expect(page.getByTestId('checkout-contact').locator('input[name="email"]')).toHaveAttribute('readonly', '');
    await expect(page.getByTestId('saved-addresses').locator('input[type="radio"]:checked')).toHaveCount(1);
    await choosePayment(page, 'card');
    await page.locator('input[name="saveCard"]').check();
    await placeOrder(page).click();
    await payOnCardPage(page, '4242 4242 4242 4242');
    const firstOrder = await confirmedOrder(page);
    await expect(page.getByTestId('order-link')).toHaveAttribute('href', `/ar-sa/account/orders/${firstOrder}`);
    // The bag is the order's now: the badge says so without a reload.
    await expectCartCount(page, 0);
    // Back to the checkout of the bag just ordered (two steps back, past the card page): it says the
    // order is placed, not that the bag expired and the pieces should be added again.
    await openPage(page, `/ar-sa/checkout?cartId=${first}`);
    await expect(page.getByTestId('checkout-ordered')).toContainText(firstOrder);
    await expect(page.getByTestId('checkout-ordered').getByRole('link')).toHaveAttribute('href', `/ar-sa/account/orders/${firstOrder}`);
    await expect(page.getByTestId('checkout-problem')).toHaveCount(0);

    const second = await aBag(page, 'ar-sa', PIECES.pendant.sku);
    await openCheckout(page, 'ar-sa', second);
    await choosePayment(page, 'card');
    const saved = page.getByTestId('saved-cards').locator('input[name="savedCardId"]').first();
    await saved.check();
    await expect(page.getByTestId('saved-cards')).toContainText('4242');
    await placeOrder(page).click();
    // Paid at once: no provider page.
    const secondOrder = await confirmedOrder(page);
    expect(secondOrder).not.toBe(firstOrder);
    await expectCartCount(page, 0);
  });
});

test.describe('checkout in en-ae at phone width', () => {
  test.use({ viewport: MOBILE });

  test('a declined card says so and leads back to payment with the bag intact, then another card pays', async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('guest.declined');
    const cartId = await aBag(page, 'en-ae', PIECES.pendant.sku);
    await openCheckout(page, 'en-ae', cartId);
    await guestDetails(page, email, '0501234567');
    await choosePayment(page, 'card');
    expect(await scrollsSideways(page)).toBe(false);
    await placeOrder(page).click();
    await payOnCardPage(page, '4000 0000 0000 0002');

    const failed = page.getByTestId('checkout-failed');
    await expect(failed).toContainText(text('en', 'checkout.declined.declined'));
    await expect(failed).toContainText(text('en', 'checkout.return.cartKept'));
    await failed.getByTestId('back-to-payment').click();
    await expect(page.getByTestId('checkout-payment')).toBeVisible();
    await expect(page.getByTestId('checkout-payment').getByRole('heading')).toBeFocused();
    // Nothing typed before the provider's page is typed again: contact, address and the way of paying are as they were.
    await expect(page.getByTestId('checkout-contact').locator('input[name="email"]')).toHaveValue(email);
    await expect(page.getByTestId('checkout-address').locator('input[name="line1"]')).toHaveValue('12 Olaya Street');
    await expect(page.getByTestId('checkout-address').locator('select[name="city"]')).not.toHaveValue('');
    await expect(page.locator('input[name="paymentMethod"][value="card"]')).toBeChecked();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toContainText(PIECES.pendant.en);
    await placeOrder(page).click();
    await payOnCardPage(page, '4242 4242 4242 4242');
    expect(await confirmedOrder(page)).toMatch(/^AE-/);
    expect(await scrollsSideways(page)).toBe(false);
  });

  isolatedTest('Apple Pay, where the browser offers it, validates the merchant and pays with the sheet’s token', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { applePayCalls: string[] }).applePayCalls = calls;
      class StubSession {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static canMakePayments() {
          return true;
        }
        onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
        onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
        oncancel: (() => void) | null = null;
        constructor(
          readonly version: number,
          readonly request: { total: { amount: string }; currencyCode: string },
        ) {
          calls.push(`new ${request.currencyCode} ${request.total.amount}`);
        }
        begin() {
          this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
        }
        abort() {
          calls.push('abort');
        }
        completeMerchantValidation() {
          calls.push('validated');
          const data = btoa(JSON.stringify({ outcome: 'success' }));
          this.onpaymentauthorized?.({
            payment: {
              token: {
                paymentData: { version: 'EC_v1', data, signature: 'c2FuZGJveA==', header: { ephemeralPublicKey: 'c2FuZGJveA==', publicKeyHash: 'c2FuZGJveA==', transactionId: 'sandbox-4242' } },
                paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'debit' },
                transactionIdentifier: 'sandbox-4242',
              },
            },
          });
        }
        completePayment(status: number) {
          calls.push(`complete ${status}`);
        }
      }
      (window as unknown as { ApplePaySession: typeof StubSession }).ApplePaySession = StubSession;
    });
    const cartId = await aBag(page, 'en-ae', PIECES.pendant.sku);
    await openCheckout(page, 'en-ae', cartId);
    await guestDetails(page, uniqueEmail('guest.applepay'), '0501234567');
    await choosePayment(page, 'apple-pay');
    await page.getByTestId('apple-pay-button').click();
    expect(await confirmedOrder(page)).toMatch(/^AE-/);
    const calls = await page.evaluate(() => (window as unknown as { applePayCalls?: string[] }).applePayCalls ?? []);
    expect(calls[0]).toMatch(/^new AED \d+\.\d{2}$/);
    expect(calls.slice(1)).toEqual(['validated', 'complete 0']);
  });
});

test.describe('checkout in en-ae at desktop width', () => {
  test('tabby approves the plan and places the order; Tamara declined leaves the bag to pay again', async ({ page }) => {
    test.setTimeout(90_000);
    const cartId = await aBag(page, 'en-ae', PIECES.pendant.sku);
    await openCheckout(page, 'en-ae', cartId);
    await guestDetails(page, uniqueEmail('guest.bnpl'), '0501234567');
    await choosePayment(page, 'tamara');
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/sandbox-payments\/tamara\//);
    await page.locator('button[name="decision"][value="decline"]').click();
    // A plan turned down is no declined card: the shopper paid with no card there.
    await expect(page.getByTestId('checkout-failed')).toContainText(text('en', 'checkout.declined.not-eligible'));

    await page.getByTestId('back-to-payment').click();
    await guestDetails(page, uniqueEmail('guest.bnpl'), '0501234567');
    await choosePayment(page, 'tabby');
    await placeOrder(page).click();
    await expect(page).toHaveURL(/\/sandbox-payments\/tabby\//);
    await page.locator('button[name="decision"][value="approve"]').click();
    expect(await confirmedOrder(page)).toMatch(/^AE-/);
  });

  test('collects from a boutique that holds every piece, free of delivery', async ({ page }) => {
    const cartId = await aBag(page, 'en-ae', BOUTIQUE_PIECE.sku);
    await openCheckout(page, 'en-ae', cartId);
    await page.getByTestId('checkout-contact').locator('input[name="email"]').fill(uniqueEmail('guest.pickup'));
    await page.locator('input[name="deliveryKind"]').nth(1).check();
    const boutiques = page.getByTestId('boutiques').locator('input[name="boutiqueId"]');
    await expect(boutiques.first()).toBeChecked();
    await choosePayment(page, 'card');
    await expect(page.getByTestId('checkout-totals')).toContainText(text('en', 'checkout.totals.pickup'));
    await expect(page.getByTestId('checkout-totals')).toContainText(text('en', 'checkout.free'));
    await placeOrder(page).click();
    await payOnCardPage(page, '4242 4242 4242 4242');
    expect(await confirmedOrder(page)).toMatch(/^AE-/);
  });
});

test.describe('checkout in ar-eg at phone width', () => {
  test.use({ viewport: MOBILE });

  test('cash on delivery in Egypt: its fee on the review, the order placed at once', async ({ page }) => {
    const cartId = await aBag(page, 'ar-eg', PIECES.pendant.sku);
    await openCheckout(page, 'ar-eg', cartId);
    await page.getByTestId('checkout-contact').locator('input[name="email"]').fill(uniqueEmail('guest.cod'));
    await fillAddress(page, '01012345678');
    // Neither tabby nor Tamara lends in Egypt: shown, disabled, with the reason.
    await expect(page.locator('input[name="paymentMethod"][value="tabby"]')).toBeDisabled();
    await expect(page.getByTestId('checkout-payment')).toContainText(text('ar', 'checkout.unavailable.not-offered'));
    await choosePayment(page, 'cash-on-delivery');
    await expect(page.getByTestId('checkout-totals')).toContainText(text('ar', 'checkout.totals.codFee'));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // A contact phone Egypt's rule refuses is shown at that field, with the rule, and the order waits.
    const contactPhone = page.getByTestId('checkout-contact').locator('input[name="contactPhone"]');
    await contactPhone.fill('12345');
    await placeOrder(page).click();
    await expect(contactPhone).toHaveAttribute('aria-invalid', 'true');
    await expect(contactPhone).toBeFocused();
    await expect(page.getByTestId('checkout-contact')).toContainText('رقم الهاتف قصير جداً: يجب أن يتكون من 10 أرقام على الأقل.');
    await expect(page.getByTestId('checkout-failure')).toHaveCount(0);
    // The page checks a phone's shape itself; that Egypt issues the number is the store's to say, at the field too.
    await contactPhone.fill('01912345678');
    await placeOrder(page).click();
    await expect(page.getByTestId('checkout-contact')).toContainText('هذا ليس رقم هاتف في هذا البلد.');
    await expect(contactPhone).toBeFocused();
    await expect(page.getByTestId('checkout-failure')).toHaveCount(0);
    await contactPhone.fill('01012345678');

    await placeOrder(page).click();
    expect(await confirmedOrder(page)).toMatch(/^EG-/);
    expect(await scrollsSideways(page)).toBe(false);
  });
});
