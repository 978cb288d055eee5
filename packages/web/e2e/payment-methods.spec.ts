import { expect, test } from './support/test';
import { scrollsSideways, seriousViolations, signIn, uniqueEmail } from './support/account';
import { openProduct, PIECES, storedCart } from './support/cart';
import { apiPost, payByCard, placeOrder } from './support/checkout-api';
import { mailboxLink } from './support/mailbox';
import { openPage } from './support/shell';
import { PHONE_WIDTH, text } from './support/texts';

/**
 * The account's Payment Methods (issue 20): the cards a customer saved at the checkout in this
 * region. A new account of the UAE store starts with none; a card order paid on the sandbox's page
 * with "save this card" lists the card; removing it asks first. In Arabic, right to left, at phone
 * width. The order goes through the API as the checkout sends it (the checkout's own pages are
 * tested on their own).
 */
test.describe('payment methods in ar-ae at phone width', () => {
  test.use({ viewport: PHONE_WIDTH });

  test('a new customer has no saved card; a card saved at checkout is listed with brand, last four and expiry, and removed after a confirmation', async ({ page }) => {
    test.setTimeout(150_000);
    const t = (key: string, values?: Readonly<Record<string, string>>) => text('ar', key, values);
    const email = uniqueEmail('cards');
    const password = 'Qz7-amber-lantern';

    await test.step('a verified account of the UAE store', async () => {
      const signedUp = await apiPost(page.request, 'auth/sign-up', {
        region: 'ae',
        language: 'ar',
        firstName: 'Layla',
        lastName: 'Nasser',
        email,
        phone: '0501234567',
        password,
        newsletter: false,
      });
      expect(signedUp.status, JSON.stringify(signedUp.response)).toBe(200);
      const link = await mailboxLink(page, email, '/verify-email?token=');
      await openPage(page, link.slice(link.indexOf('/ar-ae/')));
      await expect(page.getByTestId('verify-email-page')).toHaveAttribute('data-outcome', 'verified');
    });

    const cardName = t('account.paymentMethods.cardName', { brand: t('account.paymentMethods.brands.visa'), last4: '4242' });
    await test.step('no saved card yet: the page says how to save one', async () => {
      await openPage(page, '/ar-ae/account/payment-methods');
      await signIn(page, email, password);
      await expect(page.getByRole('heading', { level: 1, name: t('account.entries.payment-methods') })).toBeVisible();
      await expect(page.getByTestId('payment-methods-empty')).toContainText(t('account.paymentMethods.empty'));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await seriousViolations(page), 'empty').toEqual([]);
      expect(await scrollsSideways(page), 'empty').toBe(false);
    });

    await test.step('a card order paid on the sandbox’s page, the card saved', async () => {
      await (await openProduct(page, 'ar-ae', PIECES.pendant.sku)).click();
      await expect.poll(async () => (await storedCart(page)).sessionCartId).not.toBeNull();
      const cartId = (await storedCart(page)).sessionCartId ?? '';
      const redirect = await placeOrder(page.request, { cartId, region: 'ae', locale: 'ar-ae', email, method: 'card', saveCard: true });
      await payByCard(page.request, redirect, 'ae');
    });

    await test.step('the card is listed: brand, last four digits, expiry', async () => {
      await openPage(page, '/ar-ae/account/payment-methods');
      const card = page.getByTestId('saved-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading', { name: cardName })).toBeVisible();
      await expect(card.locator('.saved-card__expiry')).toHaveText('12/39');
      expect(await seriousViolations(page), 'listed').toEqual([]);
      expect(await scrollsSideways(page), 'listed').toBe(false);
    });

    await test.step('removing asks first; keeping it changes nothing, confirming removes it', async () => {
      const card = page.getByTestId('saved-card');
      await card.getByRole('button', { name: t('account.paymentMethods.removeNamed', { card: cardName }) }).click();
      const question = card.getByRole('group', { name: t('account.paymentMethods.confirmRemove', { card: cardName }) });
      await expect(question.getByRole('button', { name: t('account.paymentMethods.keep') })).toBeFocused();
      expect(await seriousViolations(page), 'asking').toEqual([]);
      await question.getByRole('button', { name: t('account.paymentMethods.keep') }).click();
      await expect(card).toHaveCount(1);

      await card.getByRole('button', { name: t('account.paymentMethods.removeNamed', { card: cardName }) }).click();
      await card.getByRole('button', { name: t('account.paymentMethods.confirm') }).click();
      await expect(page.getByRole('status').filter({ hasText: t('account.paymentMethods.removed', { card: cardName }) })).toBeVisible();
      await expect(page.getByTestId('saved-card')).toHaveCount(0);
      await expect(page.getByTestId('payment-methods-empty')).toBeVisible();
      // Gone for good: the page read again from the store.
      await openPage(page, '/ar-ae/account/payment-methods');
      await expect(page.getByTestId('payment-methods-empty')).toBeVisible();
    });
  });
});
