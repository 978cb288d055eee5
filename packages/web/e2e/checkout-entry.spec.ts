import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, scrollsSideways, seriousViolations } from './support/account';
import { expectCartCount, miniCart, openProduct, PIECES } from './support/cart';
import { openPage } from './support/shell';
import { PHONE_WIDTH, text, type Language } from './support/texts';

/**
 * The way from the bag to the checkout (issue 20): a guest's Checkout asks first, in the auth
 * modal's guest-checkout state, whether to sign in for a faster checkout or go on as a guest; a
 * signed-in customer goes straight to the cart's checkout address. These tests follow the address
 * reached, not the checkout page's contents.
 */
const CHECKOUT_ADDRESS = (locale: string) => new RegExp(`/${locale}/checkout\\?cartId=[\\w-]{22,}$`);

async function addPendant(page: Page, locale: string): Promise<void> {
  const add = await openProduct(page, locale, PIECES.pendant.sku);
  await add.click();
  await expectCartCount(page, 1);
}

function guestCheckout(page: Page, language: Language) {
  return page.getByRole('dialog', { name: text(language, 'auth.titles.guest-checkout'), exact: true });
}

test.describe('a guest at the checkout', () => {
  test('en-ae: Checkout in the mini-cart asks first; "continue as a guest" goes on to the cart’s checkout address', async ({ page }) => {
    test.setTimeout(90_000);
    const t = (key: string) => text('en', key);
    await addPendant(page, 'en-ae');
    const drawer = miniCart(page, t('miniCart.title'));
    await drawer.getByRole('link', { name: t('cart.checkout'), exact: true }).click();

    const modal = guestCheckout(page, 'en');
    await expect(modal).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(modal).toContainText(t('auth.guestText'));
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByRole('link', { name: t('auth.continueAsGuest') }).click();
    await expect(page).toHaveURL(CHECKOUT_ADDRESS('en-ae'));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_WIDTH });

    test('ar-ae: Checkout on the cart page asks first; signing in there goes on to the customer’s checkout address, and a customer is not asked again', async ({ page }) => {
      test.setTimeout(90_000);
      const t = (key: string) => text('ar', key);
      await addPendant(page, 'ar-ae');
      await openPage(page, '/ar-ae/cart');
      const checkout = page.getByTestId('cart-page').getByRole('link', { name: t('cart.checkout'), exact: true });
      await expect(checkout).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await checkout.click();

      const modal = guestCheckout(page, 'ar');
      await expect(modal).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await modal.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
      const signIn = page.getByRole('dialog', { name: t('auth.titles.sign-in'), exact: true });
      await signIn.getByLabel(t('auth.fields.email')).fill('demo.ae@storefront.test');
      await signIn.getByLabel(t('auth.fields.password'), { exact: true }).fill(DEMO_PASSWORD);
      await signIn.getByRole('button', { name: t('auth.signIn'), exact: true }).click();
      await expect(page).toHaveURL(CHECKOUT_ADDRESS('ar-ae'));

      await test.step('signed in, Checkout goes straight on', async () => {
        await openPage(page, '/ar-ae/cart');
        await page.getByTestId('cart-page').getByRole('link', { name: t('cart.checkout'), exact: true }).click();
        await expect(page).toHaveURL(CHECKOUT_ADDRESS('ar-ae'));
      });
    });
  });
});
