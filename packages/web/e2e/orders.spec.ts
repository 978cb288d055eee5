import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { scrollsSideways, seriousViolations, signIn, uniqueEmail } from './support/account';
import { cartIcon, openProduct, PIECES, storedCart } from './support/cart';
import { placeOrder } from './support/checkout-api';
import { mailboxCode } from './support/mailbox';
import { openPage } from './support/shell';
import { PHONE_WIDTH, text } from './support/texts';

/** The README's demo accounts: each has an order in every state after the import (decision 1221). */
const VISITS = [
  { locale: 'ar-sa', language: 'ar', region: 'sa', email: 'demo.sa@storefront.test', viewport: undefined },
  { locale: 'en-eg', language: 'en', region: 'eg', email: 'demo.eg@storefront.test', viewport: PHONE_WIDTH },
] as const;

async function cartCount(page: Page): Promise<number> {
  return Number(await cartIcon(page).getAttribute('data-count'));
}

for (const visit of VISITS) {
  const { locale, language } = visit;
  const phone = visit.viewport !== undefined;
  const t = (key: string, values?: Readonly<Record<string, string>>) => text(language, key, values);

  test.describe(`My Orders in ${locale} at ${phone ? 'phone' : 'desktop'} width`, () => {
    if (visit.viewport) test.use({ viewport: visit.viewport });

    test('lists the orders, opens a shipped one with its timeline and tracking, its tax invoice, and orders it again', async ({ page }) => {
      test.setTimeout(120_000);
      await openPage(page, `/${locale}/account/my-orders`);
      await signIn(page, visit.email);

      const list = page.getByTestId('order-list');
      await expect(list).toBeVisible();
      const states = await list.getByTestId('order-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')));
      expect(new Set(states)).toEqual(new Set(['placed', 'paid', 'awaiting-cash', 'processing', 'shipped', 'delivered', 'cancelled']));
      await expect(page.getByRole('heading', { level: 1, name: t('account.entries.my-orders') })).toBeVisible();
      expect(await seriousViolations(page), 'my orders').toEqual([]);
      if (phone) expect(await scrollsSideways(page), 'my orders').toBe(false);

      const shipped = list.locator('[data-testid="order-card"][data-status="shipped"]');
      const items = Number(await shipped.getAttribute('data-items'));
      await shipped.getByRole('link').click();
      const detail = page.getByTestId('order-detail');
      await expect(detail).toHaveAttribute('data-status', 'shipped');
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/[A-Z0-9-]+$`));
      const reference = decodeURIComponent(page.url().split('/').at(-1) ?? '');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(t('account.orders.number', { reference }));
      // The number reads whole, left to right, on one line: at a phone's width too, in Arabic as in English.
      const number = heading.locator('bdi.reference');
      await expect(number).toHaveText(reference);
      const viewport = page.viewportSize();
      if (!phone) await page.setViewportSize(PHONE_WIDTH);
      expect(await number.evaluate((element) => element.getClientRects().length)).toBe(1);
      if (!phone && viewport) await page.setViewportSize(viewport);

      await test.step('the timeline: placed, paid, processing and shipped with their dates, delivered still to come', async () => {
        const steps = detail.getByTestId('order-timeline').getByRole('listitem');
        await expect(steps).toHaveCount(5);
        const statuses = ['placed', 'paid', 'processing', 'shipped', 'delivered'];
        for (const [index, status] of statuses.entries()) await expect(steps.nth(index)).toContainText(t(`account.orders.status.${status}`));
        await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
        await expect(steps.nth(3).locator('time')).toHaveCount(1);
        await expect(steps.nth(4)).toContainText(t('account.orders.notYet'));
      });

      await test.step('tracking: carrier, number and a link to follow the parcel', async () => {
        const tracking = detail.getByTestId('order-tracking');
        await expect(tracking).toContainText('Aramex');
        await expect(tracking.getByRole('link', { name: t('account.orders.trackParcel', { carrier: 'Aramex' }) })).toHaveAttribute('href', /^https:\/\//);
        await expect(detail.getByTestId('order-line')).not.toHaveCount(0);
        await expect(detail.getByTestId('order-payment')).toContainText(t('account.orders.paymentState.paid'));
      });

      await test.step("the pieces are named in the page's language, though the demo's orders were placed on English pages", async () => {
        const names = await detail.locator('.order-line__name').allTextContents();
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) expect(name).toMatch(language === 'ar' ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]+$/);
      });
      expect(await seriousViolations(page), 'order').toEqual([]);
      if (phone) expect(await scrollsSideways(page), 'order').toBe(false);

      await test.step('the tax invoice: seller, VAT number, totals and, in KSA, the simplified invoice with its QR code', async () => {
        await detail.getByTestId('view-invoice').click();
        const invoice = page.getByTestId('tax-invoice');
        await expect(invoice).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${locale}/account/orders/${reference}/invoice$`));
        await expect(invoice.getByTestId('invoice-vat-number')).toHaveText(/^\d{9,15}$/);
        await expect(invoice).toContainText(reference);
        await expect(invoice.getByTestId('invoice-totals')).toContainText(t('account.invoice.totalExVat'));
        if (visit.region === 'sa') {
          await expect(invoice.getByRole('heading', { level: 1 })).toContainText('Simplified Tax Invoice');
          await expect(invoice.getByRole('heading', { level: 1 })).toContainText('فاتورة ضريبية مبسطة');
          await expect(invoice.getByTestId('invoice-vat-number')).toHaveText(/^3\d{13}3$/);
          await expect(invoice.getByRole('img', { name: t('account.invoice.qr') })).toBeVisible();
          await expect(invoice.locator('svg[data-testid="invoice-qr"] path')).toHaveAttribute('d', /^M\d+ \d+h1v1h-1z/);
        } else {
          await expect(invoice.getByRole('heading', { level: 1 })).toContainText('Tax Invoice');
          await expect(invoice.getByTestId('invoice-qr')).toHaveCount(0);
        }
        await expect(invoice.getByRole('button', { name: t('account.invoice.print') })).toBeEnabled();
        // On paper the invoice stands alone: no header, account menu or print button.
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByTestId('site-header')).toBeHidden();
        await expect(invoice.getByRole('button', { name: t('account.invoice.print') })).toBeHidden();
        await expect(invoice.getByTestId('invoice-vat-number')).toBeVisible();
        await page.emulateMedia({ media: 'screen' });
        expect(await seriousViolations(page), 'invoice').toEqual([]);
        if (phone) expect(await scrollsSideways(page), 'invoice').toBe(false);
      });

      await test.step("order again puts the order's pieces in the bag", async () => {
        await openPage(page, `/${locale}/account/orders/${reference}`);
        const before = await cartCount(page);
        await page.getByTestId('order-again').getByRole('button', { name: t('account.orders.orderAgain') }).click();
        await expect(cartIcon(page)).toHaveAttribute('data-count', String(before + items));
        await expect(page.getByTestId('order-again-missed')).toHaveCount(0);
      });
    });

    test('a guest is told a code was sent if the order exists, without learning whether it does, and a wrong code opens nothing', async ({ page }) => {
      test.setTimeout(60_000);
      await openPage(page, `/${locale}/order-lookup?order=${visit.region.toUpperCase()}-NOSUCH1`);
      const form = page.getByTestId('order-lookup-request');
      await expect(form.getByLabel(t('account.orderLookup.reference'))).toHaveValue(`${visit.region.toUpperCase()}-NOSUCH1`);
      expect(await seriousViolations(page), 'lookup').toEqual([]);
      if (phone) expect(await scrollsSideways(page), 'lookup').toBe(false);
      await form.getByLabel(t('account.orderLookup.email')).fill('nobody@storefront.test');
      await form.getByRole('button', { name: t('account.orderLookup.sendCode') }).click();
      const sent = page.getByTestId('order-lookup-sent');
      await expect(sent).toHaveText(t('account.orderLookup.codeSent', { reference: `${visit.region.toUpperCase()}-NOSUCH1`, email: 'nobody@storefront.test' }));
      const codeField = page.getByTestId('order-lookup-code').getByLabel(t('account.orderLookup.code'));
      await expect(codeField).toBeVisible();
      // It opens empty, not holding the email just typed in the step before.
      await expect(codeField).toHaveValue('');
      expect(await seriousViolations(page), 'lookup code').toEqual([]);

      await page.getByTestId('order-lookup-code').getByLabel(t('account.orderLookup.code')).fill('123456');
      await page.getByTestId('order-lookup-code').getByRole('button', { name: t('account.orderLookup.show') }).click();
      await expect(page.getByTestId('order-lookup-code').getByRole('alert')).toHaveText(t('errors.ORDER_LOOKUP_CODE_INVALID'));
      await expect(page.getByTestId('order-detail')).toHaveCount(0);
    });
  });
}

test.describe('a guest order in ar-eg', () => {
  test('placed for cash on delivery, is found by email and number with the code the email gives, and shown with its invoice', async ({ page }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Readonly<Record<string, string>>) => text('ar', key, values);
    const email = uniqueEmail('lookup');

    // The guest's bag, then the order as the checkout places it: cash on delivery in Egypt.
    await (await openProduct(page, 'ar-eg', PIECES.pendant.sku)).click();
    await expect.poll(async () => (await storedCart(page)).sessionCartId).not.toBeNull();
    const cartId = (await storedCart(page)).sessionCartId ?? '';
    const placed = await placeOrder(page.request, { cartId, region: 'eg', locale: 'ar-eg', email, method: 'cash-on-delivery' });
    expect(placed).toMatchObject({ kind: 'placed', reference: expect.stringMatching(/^EG-/) });
    const reference = String(placed.reference);

    await openPage(page, '/ar-eg/order-lookup');
    const request = page.getByTestId('order-lookup-request');
    await request.getByLabel(t('account.orderLookup.email')).fill(email);
    await request.getByLabel(t('account.orderLookup.reference')).fill(reference);
    await request.getByRole('button', { name: t('account.orderLookup.sendCode') }).click();
    await expect(page.getByTestId('order-lookup-sent')).toHaveText(t('account.orderLookup.codeSent', { reference, email }));

    // The code, read in the store's mailbox in another tab, as the guest would read the email.
    const mailbox = await page.context().newPage();
    const code = await mailboxCode(mailbox, email, reference);
    await mailbox.close();

    const form = page.getByTestId('order-lookup-code');
    await form.getByLabel(t('account.orderLookup.code')).fill(code);
    await form.getByRole('button', { name: t('account.orderLookup.show') }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail).toHaveAttribute('data-status', 'awaiting-cash');
    await expect(page.getByTestId('order-lookup')).toContainText(reference);
    await expect(detail.getByTestId('order-line')).toHaveCount(1);
    await expect(detail.getByTestId('order-line')).toContainText(PIECES.pendant.ar);
    // The delivery address one part a line (name, street, area, phone), as on the account's order page.
    const tops = await detail.locator('address.address-lines > span').evaluateAll((parts) => parts.map((part) => Math.round(part.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tops).size).toBe(tops.length);
    await expect(page.getByTestId('tax-invoice')).toContainText(reference);
    expect(await seriousViolations(page), 'the order found').toEqual([]);
  });
});
