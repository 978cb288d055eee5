import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { scrollsSideways, seriousViolations, signIn, uniqueEmail } from './support/account';
import { openProduct, PIECES, storedCart } from './support/cart';
import { apiPost, payByCard, placeOrder } from './support/checkout-api';
import { mailboxCode, mailboxLink } from './support/mailbox';
import { openPage } from './support/shell';
import { PHONE_WIDTH, text, type Language } from './support/texts';

/**
 * Returns in the browser (decision 1350): a delivered Egyptian cash-on-delivery order of the demo
 * account and a KSA card order returned through the form, moved by the operator API and followed
 * in My Returns; the demo accounts' gold coin and order past its window refused; a guest's return
 * through the order lookup.
 */

const DEMO = { sa: 'demo.sa@storefront.test', eg: 'demo.eg@storefront.test' } as const;
/** The IBAN registry's Egyptian example: 29 characters, a valid check. */
const EG_IBAN = 'EG380019000500000000263180002';
/** The core's label of a reason, as the form lists it. */
const BOUGHT_BY_MISTAKE = 'bought-by-mistake';

type Move = 'approve' | 'receive' | 'inspect' | 'refund';

/** Moves a return as the merchant's tools do: the operator API with its bearer token (decision 1241). */
async function moveReturn(request: APIRequestContext, reference: string, move: Move, region: string): Promise<void> {
  const answer = await request.post(`/api/operator/returns/${encodeURIComponent(reference)}/${move}`, {
    data: { region },
    headers: { authorization: `Bearer ${process.env.STOREFRONT_E2E_OPERATOR_TOKEN}` },
  });
  expect(answer.status(), `${move} ${reference}: ${await answer.text()}`).toBe(200);
}

/** Moves an order as the merchant's tools do. */
async function moveOrder(request: APIRequestContext, reference: string, move: 'process' | 'ship' | 'deliver', region: string): Promise<void> {
  const data = move === 'ship' ? { region, carrier: 'Aramex', tracking: '3348150001' } : { region };
  const answer = await request.post(`/api/operator/orders/${encodeURIComponent(reference)}/${move}`, { data, headers: { authorization: `Bearer ${process.env.STOREFRONT_E2E_OPERATOR_TOKEN}` } });
  expect(answer.status(), `${move} ${reference}: ${await answer.text()}`).toBe(200);
}

/** The references of the signed-in customer's delivered orders, from My Orders. */
async function deliveredOrders(page: Page, locale: string): Promise<string[]> {
  await openPage(page, `/${locale}/account/my-orders`);
  const cards = page.locator('[data-testid="order-card"][data-status="delivered"] a');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.split('/').at(-1) ?? ''));
}

/** A delivered order paid by `method` (its page's payment) with a line the form offers, opened from its page's "Return items". */
async function openReturnOf(page: Page, locale: string, language: Language, method: 'card' | 'cash-on-delivery'): Promise<string> {
  const t = (key: string) => text(language, key);
  for (const reference of await deliveredOrders(page, locale)) {
    await openPage(page, `/${locale}/account/orders/${reference}`);
    const payment = await page.getByTestId('order-payment').innerText();
    if (!payment.includes(t(`account.orders.method.${method}`))) continue;
    await page.getByTestId('return-items').click();
    const form = page.getByTestId('return-form');
    await expect(form).toBeVisible();
    if ((await form.locator('input[name="line"]').count()) > 0) return reference;
  }
  throw new Error(`No delivered ${method} order with a returnable line`);
}

interface Journey {
  readonly locale: string;
  readonly language: Language;
  readonly region: 'sa' | 'eg';
  readonly method: 'card' | 'cash-on-delivery';
  readonly phone: boolean;
}

const JOURNEYS: readonly Journey[] = [
  { locale: 'ar-eg', language: 'ar', region: 'eg', method: 'cash-on-delivery', phone: false },
  { locale: 'en-sa', language: 'en', region: 'sa', method: 'card', phone: true },
];

/**
 * The customer whose order is returned, signed in on the page: Egypt's demo account for its
 * cash-on-delivery order; for a card, a new KSA account whose order is paid on the sandbox's page
 * and delivered by the operator API (an imported demo order's payment is unknown to the sandbox,
 * which refunds only the payments it took).
 */
async function orderToReturn(page: Page, journey: Journey): Promise<{ readonly orderReference: string; readonly email: string }> {
  const { locale, language, region } = journey;
  if (journey.method === 'cash-on-delivery') {
    await openPage(page, `/${locale}/account/my-returns`);
    await signIn(page, DEMO[region]);
    await expect(page.getByRole('heading', { level: 1, name: text(language, 'account.entries.my-returns') })).toBeVisible();
    return { orderReference: await openReturnOf(page, locale, language, journey.method), email: DEMO[region] };
  }
  const email = uniqueEmail('returns');
  const password = 'Qz7-amber-lantern';
  const signedUp = await apiPost(page.request, 'auth/sign-up', { region, language, firstName: 'Noura', lastName: 'Alharbi', email, phone: '0501234567', password, newsletter: false });
  expect(signedUp.status, JSON.stringify(signedUp.response)).toBe(200);
  const link = await mailboxLink(page, email, '/verify-email?token=');
  await openPage(page, link.slice(link.indexOf(`/${locale}/`)));
  await expect(page.getByTestId('verify-email-page')).toHaveAttribute('data-outcome', 'verified');
  await openPage(page, `/${locale}/account/my-returns`);
  await signIn(page, email, password);
  await expect(page.getByTestId('no-returns')).toContainText(text(language, 'returns.list.none'));

  await (await openProduct(page, locale, PIECES.pendant.sku)).click();
  await expect.poll(async () => (await storedCart(page)).sessionCartId).not.toBeNull();
  const cartId = (await storedCart(page)).sessionCartId ?? '';
  const redirect = await placeOrder(page.request, { cartId, region, locale, email, method: 'card' });
  const paid = await payByCard(page.request, redirect, region);
  const reference = String(paid.reference);
  for (const move of ['process', 'ship', 'deliver'] as const) await moveOrder(page.request, reference, move, region);

  await openPage(page, `/${locale}/account/orders/${reference}`);
  await expect(page.getByTestId('order-payment')).toContainText(text(language, 'account.orders.method.card'));
  await page.getByTestId('return-items').click();
  await expect(page.getByTestId('return-form')).toBeVisible();
  return { orderReference: reference, email };
}

for (const journey of JOURNEYS) {
  const { locale, language, region, phone } = journey;
  const t = (key: string, values?: Readonly<Record<string, string>>) => text(language, key, values);

  test.describe(`returns in ${locale} at ${phone ? 'phone' : 'desktop'} width`, () => {
    if (phone) test.use({ viewport: PHONE_WIDTH });

    test(`returns one line of a delivered ${journey.method} order and follows it in My Returns to its refund`, async ({ page }) => {
      test.setTimeout(180_000);
      const { orderReference, email } = await orderToReturn(page, journey);
      const form = page.getByTestId('return-form');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('returns.formTitle', { reference: orderReference }));
      expect(await seriousViolations(page), 'return form').toEqual([]);
      if (phone) expect(await scrollsSideways(page), 'return form').toBe(false);

      const line = form.locator('[data-testid="return-line"]:not([data-ineligible])').first();
      const lineId = (await line.getAttribute('data-line')) ?? '';
      const returnable = Number(await line.getAttribute('data-returnable'));
      const pieceName = ((await line.locator('.return-line__name').textContent()) ?? '').trim();
      await line.locator('input[name="line"]').check();
      await form.getByLabel(t('returns.reason')).selectOption(BOUGHT_BY_MISTAKE);
      await form.getByLabel(t('returns.conditionUnused')).check();
      await form.getByLabel(t('returns.conditionPackaging')).check();
      const seal = form.getByLabel(t('returns.conditionSeal'));
      if ((await seal.count()) > 0) await seal.check();
      await expect(form.getByLabel(t('returns.courierPickup'))).toBeChecked();

      if (journey.method === 'cash-on-delivery') {
        await test.step('the bank account: a wrong IBAN is refused by its field, with what was chosen kept', async () => {
          await expect(form.getByTestId('return-refund')).toContainText(t('returns.ibanHint.eg'));
          await form.getByLabel(t('returns.holderName')).fill('منى حسن');
          await form.getByLabel(t('returns.iban')).fill('EG00 1234 5678');
          await form.getByTestId('return-submit').click();
          await expect(page.getByTestId('return-form').getByText(t('returns.refusals.RETURN_IBAN_INVALID')).first()).toBeVisible();
          await expect(page.getByTestId('return-form').locator('input[name="line"]').first()).toBeChecked();
          await expect(page.getByTestId('return-form').getByLabel(t('returns.holderName'))).toHaveValue('منى حسن');
          expect(await seriousViolations(page), 'iban refused').toEqual([]);
          await page.getByTestId('return-form').getByLabel(t('returns.iban')).fill(EG_IBAN);
        });
      } else {
        await expect(form.getByLabel(t('returns.iban'))).toHaveCount(0);
      }

      await page.getByTestId('return-form').getByTestId('return-submit').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/my-returns/${region.toUpperCase()}-R-[A-Z0-9]+\\?requested=1$`));
      const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
      await expect(page.getByTestId('return-requested')).toContainText(t('returns.requested'));
      const detail = page.getByTestId('return-detail');
      await expect(detail.getByTestId('return-status')).toHaveText(t('returns.status.requested'));
      await expect(detail.getByTestId('return-detail-line')).toHaveCount(1);
      await expect(detail.getByTestId('return-handover')).toContainText(reference);
      await expect(detail.getByTestId('return-refund')).toContainText(
        journey.method === 'cash-on-delivery' ? t('returns.refundToBank', { last4: EG_IBAN.slice(-4) }) : t('returns.refundToOriginal'),
      );
      expect(await seriousViolations(page), 'return page').toEqual([]);
      if (phone) expect(await scrollsSideways(page), 'return page').toBe(false);

      await test.step('each of the operator’s moves shows in My Returns', async () => {
        for (const [move, status] of [
          ['approve', 'approved'],
          ['receive', 'received'],
          ['inspect', 'inspected'],
          ['refund', 'refunded'],
        ] as const) {
          await moveReturn(page.request, reference, move, region);
          await openPage(page, `/${locale}/account/my-returns`);
          const card = page.locator(`[data-testid="return-card"][data-reference="${reference}"]`);
          await expect(card.getByTestId('return-card-status')).toHaveText(t(`returns.status.${status}`));
        }
        expect(await seriousViolations(page), 'my returns').toEqual([]);
        if (phone) expect(await scrollsSideways(page), 'my returns').toBe(false);
      });

      await test.step('the return’s page, reached from its email: every state reached, with its date, the refund last', async () => {
        // The email is in the language the return was asked in; its link is the return's page in My Returns, in that locale.
        const link = await mailboxLink(page, email, `/${locale}/account/my-returns/${reference}`);
        // That email (the refund's) names the piece sent back, in the return's language.
        await expect(page.frameLocator('iframe').getByRole('listitem')).toHaveText([`${pieceName} × 1`]);
        expect(pieceName).toMatch(language === 'ar' ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]+$/);
        await openPage(page, link.slice(link.indexOf(`/${locale}/`)));
        const steps = page.getByTestId('return-timeline').getByRole('listitem');
        await expect(steps).toHaveCount(5);
        await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step');
        await expect(steps.nth(4)).toContainText(t('returns.status.refunded'));
        await expect(page.getByTestId('return-handover')).toHaveCount(0);
      });

      await test.step('the order’s page lists the return, refunded, leading to its page', async () => {
        await openPage(page, `/${locale}/account/orders/${orderReference}`);
        const card = page.getByTestId('order-returns').locator(`[data-testid="return-card"][data-reference="${reference}"]`);
        await expect(card.getByTestId('return-card-status')).toHaveText(t('returns.status.refunded'));
        await expect(card.getByRole('link')).toHaveAttribute('href', `/${locale}/account/my-returns/${reference}`);
      });

      await test.step('the unit returned cannot go back again', async () => {
        await openPage(page, `/${locale}/account/orders/${orderReference}/return`);
        const again = page.locator(`[data-testid="return-line"][data-line="${lineId}"]`);
        await expect(again).toHaveAttribute('data-returnable', String(returnable - 1));
        if (returnable === 1) await expect(again).toHaveAttribute('data-ineligible', 'true');
      });
    });
  });
}

/** Refusals seen at the other width of each locale: a gold coin, and an order past its window. */
const REFUSALS = [
  { locale: 'en-sa', language: 'en', region: 'sa', phone: false },
  { locale: 'ar-eg', language: 'ar', region: 'eg', phone: true },
] as const;

for (const visit of REFUSALS) {
  const { locale, language, region, phone } = visit;
  const t = (key: string, values?: Readonly<Record<string, string>>) => text(language, key, values);

  test.describe(`refused returns in ${locale} at ${phone ? 'phone' : 'desktop'} width`, () => {
    if (phone) test.use({ viewport: PHONE_WIDTH });

    test('a gold coin and an order past its window are shown with why they cannot go back, and offer nothing to send', async ({ page }) => {
      test.setTimeout(120_000);
      await openPage(page, `/${locale}/account/my-orders`);
      await signIn(page, DEMO[region]);
      let coin = false;
      let closed: string | undefined;
      for (const reference of await deliveredOrders(page, locale)) {
        await openPage(page, `/${locale}/account/orders/${reference}/return`);
        const form = page.getByTestId('return-form');
        const refused = form.locator('[data-testid="return-line"][data-ineligible="true"]');
        const coinLine = refused.filter({ hasText: t('returns.refusals.RETURN_GOLD_COIN_OR_BAR') });
        if ((await coinLine.count()) > 0) {
          coin = true;
          await expect(coinLine.first().locator('input[name="line"]')).toHaveCount(0);
          await expect(coinLine.first()).toContainText(t('returns.cannotReturn'));
          expect(await seriousViolations(page), 'gold coin').toEqual([]);
          if (phone) expect(await scrollsSideways(page), 'gold coin').toBe(false);
        }
        // The window's text up to the days since delivery, which it names too.
        const windowStart = t('returns.refusals.RETURN_WINDOW_CLOSED', { windowDays: String(region === 'eg' ? 30 : 15) }).split(':')[0] ?? '';
        if ((await refused.filter({ hasText: windowStart }).count()) > 0) {
          closed = reference;
          await expect(form.locator('input[name="line"]')).toHaveCount(0);
          await expect(form.getByTestId('return-submit')).toHaveCount(0);
          await expect(form).toContainText(t('returns.nothingReturnable'));
        }
      }
      expect({ coin, closed: closed !== undefined }).toEqual({ coin: true, closed: true });

      // My Returns offers to start a return only from orders still within their window.
      await openPage(page, `/${locale}/account/my-returns`);
      await expect(page.getByTestId('return-start')).toBeVisible();
      await expect(page.getByTestId('returnable-order').filter({ hasText: closed ?? '' })).toHaveCount(0);
    });
  });
}

test.describe('a guest’s return in ar-eg', () => {
  test('a delivered cash-on-delivery order found with the lookup’s code is returned by bank transfer and confirmed on the spot', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const t = (key: string, values?: Readonly<Record<string, string>>) => text('ar', key, values);
    const email = uniqueEmail('guest-return');
    await (await openProduct(page, 'ar-eg', PIECES.pendant.sku)).click();
    await expect.poll(async () => (await storedCart(page)).sessionCartId).not.toBeNull();
    const cartId = (await storedCart(page)).sessionCartId ?? '';
    const placed = await placeOrder(page.request, { cartId, region: 'eg', locale: 'ar-eg', email, method: 'cash-on-delivery' });
    const orderReference = String(placed.reference);
    for (const move of ['process', 'ship', 'deliver'] as const) await moveOrder(page.request, orderReference, move, 'eg');

    await openPage(page, `/ar-eg/order-lookup?order=${orderReference}`);
    const request = page.getByTestId('order-lookup-request');
    await request.getByLabel(t('account.orderLookup.email')).fill(email);
    await request.getByRole('button', { name: t('account.orderLookup.sendCode') }).click();
    const mailbox = await page.context().newPage();
    const code = await mailboxCode(mailbox, email, orderReference);
    await mailbox.close();
    const codeForm = page.getByTestId('order-lookup-code');
    await codeForm.getByLabel(t('account.orderLookup.code')).fill(code);
    await codeForm.getByRole('button', { name: t('account.orderLookup.show') }).click();
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'delivered');

    await page.getByTestId('return-items').click();
    const form = page.getByTestId('return-form');
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/ar-eg\/order-lookup\/return$/);
    await form.locator('input[name="line"]').first().check();
    await form.getByLabel(t('returns.reason')).selectOption(BOUGHT_BY_MISTAKE);
    await form.getByLabel(t('returns.conditionUnused')).check();
    await form.getByLabel(t('returns.conditionPackaging')).check();
    const seal = form.getByLabel(t('returns.conditionSeal'));
    if ((await seal.count()) > 0) await seal.check();
    await form.getByLabel(t('returns.holderName')).fill('منى حسن');
    await form.getByLabel(t('returns.iban')).fill(EG_IBAN);
    expect(await seriousViolations(page), 'guest form').toEqual([]);
    await form.getByTestId('return-submit').click();

    const confirmation = page.getByTestId('return-confirmation');
    await expect(confirmation.getByTestId('return-requested')).toContainText(t('returns.requested'));
    await expect(confirmation.getByTestId('return-status')).toHaveText(t('returns.status.requested'));
    await expect(confirmation.getByTestId('return-refund')).toContainText(t('returns.refundToBank', { last4: EG_IBAN.slice(-4) }));
    expect(await seriousViolations(page), 'guest confirmation').toEqual([]);
    const returnReference = (await confirmation.locator('h1 .reference').textContent())?.trim() ?? '';
    expect(returnReference).toMatch(/^EG-R-/);

    await test.step('found again later, the order shows where its return stands and offers no second return of the same piece', async () => {
      await moveReturn(page.request, returnReference, 'approve', 'eg');
      // The order stays open for a while after the code: no second code to see it again.
      await openPage(page, `/ar-eg/order-lookup?order=${orderReference}`);
      await expect(page.getByTestId('order-detail')).toBeVisible();
      await expect(page.getByTestId('order-lookup-request')).toHaveCount(0);
      const returns = page.getByTestId('order-returns');
      await expect(returns.getByRole('heading', { name: t('returns.ofOrder') })).toBeVisible();
      await expect(returns.getByTestId('return-card')).toHaveCount(1);
      await expect(returns.getByTestId('return-card-status')).toHaveText(t('returns.status.approved'));
      // The order's one piece is on that return: nothing is left to return.
      await expect(page.getByTestId('return-items')).toHaveCount(0);
      expect(await seriousViolations(page), 'guest order with its return').toEqual([]);

      // Another browser, with no code given, is asked for one.
      const stranger = await browser.newPage({ baseURL: new URL(page.url()).origin });
      await stranger.goto(`/ar-eg/order-lookup?order=${orderReference}`);
      await expect(stranger.getByTestId('order-lookup-request')).toBeVisible();
      await expect(stranger.getByTestId('order-detail')).toHaveCount(0);
      await stranger.close();
    });
  });
});

test.describe('the help centre’s return FAQ', () => {
  for (const locale of ['en-eg', 'ar-eg'] as const) {
    test(`in ${locale}, "Go to My Account" leads to the account, "return an item online" to My Returns, and a guest to the order lookup`, async ({ page }) => {
      const language: Language = locale.startsWith('ar') ? 'ar' : 'en';
      await openPage(page, `/${locale}/help-centre/return-policy`);
      const main = page.locator('#main');
      const myAccount = text(language, 'account.entries.account-overview');
      const online = language === 'ar' ? 'إرجاع منتج عبر الإنترنت' : 'return an item online';
      await expect(main.getByRole('link', { name: myAccount })).toHaveAttribute('href', `/${locale}/account`);
      await expect(main.getByRole('link', { name: text(language, 'account.entries.my-returns') })).toHaveAttribute('href', `/${locale}/account/my-returns`);
      await expect(main.getByRole('link', { name: online })).toHaveAttribute('href', `/${locale}/account/my-returns#return-an-item`);
      await expect(main.locator(`a[href="/${locale}/order-lookup"]`)).toHaveCount(1);

      // A guest following "return an item online" is asked to sign in, on the page itself.
      await main.getByRole('link', { name: online }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/account/my-returns#return-an-item$`));
      await expect(page.getByTestId('account-sign-in')).toBeVisible();
    });
  }
});
