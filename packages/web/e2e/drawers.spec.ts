import { expect, test, isolatedTest, type Page } from './support/test';
import { MOBILE, openPage } from './support/shell';

async function openDialogs(page: Page): Promise<number> {
  return page.locator('dialog[open]').count();
}

test.describe('drawers on wide screens', () => {
  test('the account drawer offers sign-in and sign-up to guests, closes on Escape and gives focus back', async ({ page }) => {
    await openPage(page, '/en-sa');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Account' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'My account' });
    await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-sa/account');
    await expect(drawer.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en-sa/sign-up');
    // Keyboard focus stays inside while it is open.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('opens on the inline-end side, locks scrolling, hides the header and closes from the overlay', async ({ page }) => {
    await openPage(page, '/en-sa/rings');
    await page.evaluate(() => window.scrollTo(0, 300));
    const pageWidth = await page.evaluate(() => window.innerWidth);
    await page.getByRole('banner').getByRole('button', { name: /^Wish list/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Wish list' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(pageWidth);
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-shown', 'false');

    await page.mouse.move(100, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-shown', 'true');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  isolatedTest('opens the mini-cart after resting on the cart icon for 500 ms, one drawer at a time', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/en-sa');
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    await page.getByTestId('cart-icon').hover();
    await page.clock.runFor(450);
    await expect(page.getByRole('dialog', { name: 'Shopping bag' })).toBeHidden();
    await page.clock.runFor(100);
    await expect(page.getByRole('dialog', { name: 'Shopping bag' })).toBeVisible();
    expect(await openDialogs(page)).toBe(1);
  });

  test('a click on the cart icon goes to the cart page with a spinner until it arrives', async ({ page }) => {
    await openPage(page, '/en-sa/miss-l');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/en-sa/miss-l/cart.data*', async (route) => {
      await held;
      await route.continue();
    });
    const cart = page.getByTestId('cart-icon');
    await expect(cart).toHaveAttribute('href', '/en-sa/miss-l/cart');
    await cart.click();
    await expect(cart).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL(/\/en-sa\/miss-l\/cart$/);
    await expect(cart).not.toHaveAttribute('aria-busy', 'true');
  });
});

test.describe('drawers on small screens in Arabic', () => {
  test.use({ viewport: MOBILE });

  test('a menu opened before its code has arrived opens once it does, whole', async ({ page }) => {
    // Hold the menu's code back until the shopper has pressed the button.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/mobile-drawers-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, '/ar-sa');
    await page.getByRole('button', { name: 'القائمة', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'القائمة' });
    await page.waitForTimeout(200);
    await expect(menu).toHaveCount(0);
    release();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'اللغة والمنطقة' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the language entry of the menu replaces the menu, and focus returns to the menu button', async ({ page }) => {
    await openPage(page, '/ar-sa');
    const menuButton = page.getByRole('button', { name: 'القائمة', exact: true });
    await menuButton.click();
    await page.getByRole('dialog', { name: 'القائمة' }).getByRole('button', { name: 'اللغة والمنطقة' }).click();
    const language = page.getByRole('dialog', { name: 'اللغة والمنطقة' });
    await expect(language).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'القائمة' })).toBeHidden();
    expect(await openDialogs(page)).toBe(1);
    // Inline end is the left in Arabic.
    expect(Math.round((await language.boundingBox())?.x ?? -1)).toBe(0);
    await language.getByRole('button', { name: 'إغلاق' }).click();
    await expect(language).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
