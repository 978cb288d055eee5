import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { scrollsSideways, seriousViolations, signIn } from './support/account';
import { expectHydrated, openPage } from './support/shell';
import { PHONE_WIDTH, text, type Language } from './support/texts';

/**
 * Reviews (issue 21): a demo customer reviews a piece of their delivered demo order from the
 * order's page, sees it published (reviews publish at once by default) and in its place under each
 * of the four sorts, with the page's language first; then edits and deletes it in My Reviews, which
 * gives the piece back its form. In en-sa at desktop width and in ar-eg at phone width, so each
 * language and each width walks the whole journey once; each page passes axe and fits the screen.
 * Each run deletes its review, so the runs may follow one another.
 */
const VISITS = [
  { locale: 'en-sa', language: 'en', email: 'demo.sa@storefront.test', viewport: undefined },
  { locale: 'ar-eg', language: 'ar', email: 'demo.eg@storefront.test', viewport: PHONE_WIDTH },
] as const;

interface Listed {
  readonly title: string;
  readonly rating: number;
  readonly lang: string | null;
  readonly marker: string | null;
  readonly group: string | null;
}

/** The reviews the page lists, in order, with their language run. */
function listed(page: Page): Promise<Listed[]> {
  return page.getByTestId('review').evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('.review__title')?.textContent ?? '',
      rating: Number(item.getAttribute('data-rating')),
      lang: item.getAttribute('lang'),
      marker: item.querySelector('[data-testid="review-language"]')?.textContent ?? null,
      group: item.closest('[data-testid="review-group"]')?.getAttribute('data-language') ?? null,
    })),
  );
}

/** The product's review count as its structured data tells search engines (the stars beside the name follow it). */
async function reviewCount(page: Page): Promise<number> {
  const nodes = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>));
  const product = nodes.find((node) => node['@type'] === 'Product') as { aggregateRating?: { reviewCount?: number } } | undefined;
  return product?.aggregateRating?.reviewCount ?? 0;
}

test.describe.configure({ mode: 'serial' });

for (const visit of VISITS) {
  const width = visit.viewport ? 'phone' : 'desktop';
  test.describe(`reviews in ${visit.locale} at ${width} width`, () => {
    if (visit.viewport) test.use({ viewport: visit.viewport });

    test('write a review of a delivered piece, see it published and sorted, edit and delete it in My Reviews', async ({ page }) => {
      test.setTimeout(180_000);
      const language: Language = visit.language;
      const other = language === 'en' ? 'ar' : 'en';
      const t = (key: string, values?: Readonly<Record<string, string>>) => text(language, key, values);
      const title = `${language === 'ar' ? 'قطعة رائعة' : 'A lovely piece'} ${width} ${Date.now().toString(36)}`;
      const productAddress = { path: '' };
      let countBefore = 0;

      await test.step('the delivered order’s line leads to the product page’s form', async () => {
        await openPage(page, `/${visit.locale}/account/my-orders`);
        await signIn(page, visit.email);
        await page.getByTestId('order-card').filter({ has: page.locator('.order-status--delivered') }).first().getByRole('link').click();
        await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'delivered');
        const link = page.getByTestId('order-line-review').first();
        await expect(link).toHaveText(t('orderReview.write'));
        expect(await seriousViolations(page)).toEqual([]);
        if (visit.viewport) expect(await scrollsSideways(page)).toBe(false);
        await link.click();
        await expect(page.getByTestId('write-review')).toHaveAttribute('data-access', 'eligible');
        await expectHydrated(page);
        productAddress.path = new URL(page.url()).pathname + new URL(page.url()).search;
        countBefore = await reviewCount(page);
      });

      await test.step('an empty form says what is missing, in the page’s language; the stars are five radio buttons', async () => {
        const form = page.getByTestId('write-review-form');
        await expect(form.locator('input[type="radio"]')).toHaveCount(5);
        await form.locator('button[type="submit"]').click();
        await expect(form).toContainText(t('reviewForm.errors.rating'));
        await expect(form).toContainText(t('reviewForm.errors.titleRequired'));
        await expect(form).toContainText(t('reviewForm.errors.bodyRequired'));
        expect(await seriousViolations(page)).toEqual([]);
        if (visit.viewport) expect(await scrollsSideways(page)).toBe(false);
      });

      await test.step('sent, the review is published at once, first under "most recent", and the stars count it', async () => {
        const form = page.getByTestId('write-review-form');
        await form.locator('label.rating-input__star').nth(4).click();
        await expect(form.locator('input[type="radio"][value="5"]')).toBeChecked();
        await expect(form.locator('.rating-input__star--lit')).toHaveCount(5);
        await form.getByLabel(t('reviewForm.title')).fill(title);
        await form.getByLabel(t('reviewForm.body'), { exact: true }).fill(language === 'ar' ? 'تلمع كل يوم.' : 'It shines every day.');
        await form.locator('button[type="submit"]').click();
        await expect(page.getByTestId('write-review').getByRole('status')).toHaveText(t('reviewForm.published'));
        await expect(page.getByTestId('write-review')).toHaveAttribute('data-access', 'already-reviewed');
        const reviews = await listed(page);
        expect(reviews[0]).toMatchObject({ title, rating: 5, lang: language, marker: null, group: language });
        expect(await reviewCount(page)).toBe(countBefore + 1);
      });

      await test.step('each sort lists the page’s language first, and puts the review in its place', async () => {
        for (const sort of ['recent', 'feature', 'highest', 'lowest'] as const) {
          await page.goto(`${productAddress.path}&review_sort=${sort}`);
          await expect(page.getByTestId(`review-sort-${sort}`)).toHaveAttribute('aria-current', 'true');
          const reviews = await listed(page);
          const languages = reviews.map((review) => review.lang);
          // The page's language first, then the other's, each marked in the page's language.
          expect(languages.indexOf(other) === -1 || languages.lastIndexOf(language) < languages.indexOf(other), sort).toBe(true);
          for (const review of reviews) expect(review.marker, sort).toBe(review.lang === other ? t(`reviewList.writtenIn.${other}`) : null);
          if (languages.includes(other)) await expect(page.getByTestId('review-group-heading')).toHaveText(t(`reviewList.otherLanguage.${other}`));
          const own = reviews.filter((review) => review.lang === language);
          const ratings = own.map((review) => review.rating);
          if (sort === 'highest') expect(ratings, sort).toEqual([...ratings].sort((a, b) => b - a));
          if (sort === 'lowest') expect(ratings, sort).toEqual([...ratings].sort((a, b) => a - b));
          const at = own.findIndex((review) => review.title === title);
          // Newest first among equals: the new 5-star review leads "recent" and "highest"; "lowest" lists it after every lower rating.
          if (sort === 'recent' || sort === 'highest') expect(at, sort).toBe(0);
          if (sort === 'lowest' && at >= 0) expect(own.slice(0, at).every((review) => review.rating < 5), sort).toBe(true);
          if (sort === 'feature') expect(at, sort).toBeGreaterThanOrEqual(0);
        }
      });

      await test.step('My Reviews lists it with its product and state, and edits it in place', async () => {
        await openPage(page, `/${visit.locale}/account/my-reviews`);
        const mine = page.getByTestId('my-review').filter({ hasText: title });
        await expect(mine).toHaveAttribute('data-status', 'published');
        await expect(mine.getByTestId('my-review-status')).toContainText(t('myReviews.status.published'));
        expect(await seriousViolations(page)).toEqual([]);
        if (visit.viewport) expect(await scrollsSideways(page)).toBe(false);

        // The card by its id: while it is edited, its title is in a field, not in its text.
        const card = page.locator(`#${await mine.getAttribute('id')}`);
        await card.getByTestId('my-review-edit').click();
        const form = card.getByTestId('my-review-form');
        // The opened form takes the focus (its Cancel link) before the shopper picks a star: focusing
        // can scroll the page, and a star clicked while it does may not be the star aimed at.
        await expect(form.getByRole('link', { name: t('myReviews.cancel') })).toBeFocused();
        await form.locator('label.rating-input__star').nth(3).click();
        await expect(form.locator('input[type="radio"][value="4"]')).toBeChecked();
        await form.getByLabel(t('reviewForm.title')).fill(`${title} (edited)`);
        await form.locator('button[type="submit"]').click();
        await expect(page.getByTestId('my-reviews').getByRole('status').first()).toHaveText(t('myReviews.saved'));
        const edited = page.getByTestId('my-review').filter({ hasText: `${title} (edited)` });
        await expect(edited).toHaveAttribute('data-status', 'published');
        expect(await seriousViolations(page)).toEqual([]);

        await page.reload();
        await expect(page.getByTestId('my-review').filter({ hasText: `${title} (edited)` })).toHaveCount(1);
      });

      await test.step('deleting asks first, then the review is gone and the piece may be reviewed again', async () => {
        await expectHydrated(page);
        const mine = page.getByTestId('my-review').filter({ hasText: `${title} (edited)` });
        await mine.getByTestId('my-review-delete').click();
        await expect(mine.getByRole('form')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await mine.getByTestId('my-review-confirm-delete').click();
        await expect(page.getByTestId('my-review').filter({ hasText: title })).toHaveCount(0);

        await openPage(page, productAddress.path);
        await expect(page.getByTestId('write-review')).toHaveAttribute('data-access', 'eligible');
        expect((await listed(page)).some((review) => review.title.startsWith(title))).toBe(false);
        expect(await reviewCount(page)).toBe(countBefore);
      });
    });
  });
}

test.describe('the review form for those who may not write', () => {
  test('a guest is offered to sign in; a customer who never received the piece is told why', async ({ page }) => {
    const t = (key: string) => text('en', key);
    // A signature piece no demo order holds.
    await openPage(page, '/en-sa/p/piece?product_sku=LZ-NK-1004');
    await expect(page.getByTestId('write-review')).toHaveAttribute('data-access', 'guest');
    await page.getByTestId('write-review-sign-in').click();
    await signIn(page, 'demo.sa@storefront.test');
    await expect(page.getByTestId('write-review')).toHaveAttribute('data-access', 'not-a-buyer');
    await expect(page.getByTestId('write-review-not-buyer')).toHaveText(t('reviewForm.notBuyer'));
  });
});

test.describe('the review form without scripts', () => {
  test('posts to the product page: what is missing is named, then the review is published and listed; My Reviews edits and deletes it', async ({ browser }) => {
    test.setTimeout(120_000);
    const t = (key: string) => text('en', key);
    const title = `Written without scripts ${Date.now().toString(36)}`;
    // Signed in where scripts run, to reach the delivered order's piece and carry the session over.
    const withScripts = await browser.newContext();
    const page = await withScripts.newPage();
    await openPage(page, '/en-ae/account/my-orders');
    await signIn(page, 'demo.ae@storefront.test');
    await page.getByTestId('order-card').filter({ has: page.locator('.order-status--delivered') }).first().getByRole('link').click();
    await page.getByTestId('order-line-review').first().click();
    await expect(page.getByTestId('write-review')).toHaveAttribute('data-access', 'eligible');
    const productAddress = new URL(page.url()).pathname + new URL(page.url()).search;
    const session = await withScripts.storageState();

    const noScripts = await browser.newContext({ javaScriptEnabled: false, storageState: session });
    const plain = await noScripts.newPage();
    await plain.goto(productAddress);
    const form = plain.getByTestId('write-review-form');
    await form.locator('button[type="submit"]').click();
    await expect(form).toContainText(t('reviewForm.errors.rating'));
    await expect(form).toContainText(t('reviewForm.errors.titleRequired'));
    await expect(form).toContainText(t('reviewForm.errors.bodyRequired'));
    // What was typed is kept when a field is missing.
    await form.getByLabel(t('reviewForm.title')).fill(title);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByLabel(t('reviewForm.title'))).toHaveValue(title);
    await expect(form).toContainText(t('reviewForm.errors.rating'));

    await form.locator('label.rating-input__star').nth(3).click();
    await form.getByLabel(t('reviewForm.body'), { exact: true }).fill('Bought online, written with scripts off.');
    await form.locator('button[type="submit"]').click();
    await expect(plain.getByTestId('write-review').getByRole('status')).toHaveText(t('reviewForm.published'));
    await expect(plain.getByTestId('write-review')).toHaveAttribute('data-access', 'already-reviewed');
    expect((await listed(plain))[0]).toMatchObject({ title, rating: 4, lang: 'en' });
    // The written review sent the shopper to the page read again: a reload posts nothing, and says nothing went wrong.
    expect(new URL(plain.url()).searchParams.get('review_written')).toBe('published');
    await plain.reload();
    await expect(plain.getByTestId('write-review').getByRole('status')).toHaveText(t('reviewForm.published'));
    await expect(plain.getByTestId('write-review')).not.toContainText(t('errors.REVIEW_ALREADY_WRITTEN'));
    expect((await listed(plain)).filter((review) => review.title === title)).toHaveLength(1);

    // My Reviews without scripts: Edit and Delete are links, the form and the question post to the page.
    await plain.goto('/en-ae/account/my-reviews');
    const anchor = await plain.getByTestId('my-review').filter({ hasText: title }).getAttribute('id');
    const mine = plain.locator(`[id="${anchor}"]`);
    await mine.getByTestId('my-review-edit').click();
    const edit = mine.getByTestId('my-review-form');
    await expect(edit.getByLabel(t('reviewForm.title'))).toHaveValue(title);
    await edit.getByLabel(t('reviewForm.title')).fill('');
    await edit.getByRole('button', { name: t('myReviews.save') }).click();
    await expect(edit).toContainText(t('reviewForm.errors.titleRequired'));
    await edit.getByLabel(t('reviewForm.title')).fill(`${title}, edited`);
    await edit.getByRole('button', { name: t('myReviews.save') }).click();
    await expect(plain.getByTestId('my-reviews').getByRole('status').first()).toHaveText(new RegExp(`^(${t('myReviews.saved')}|${t('myReviews.savedPending')})$`));
    await expect(mine.locator('.review__title')).toHaveText(`${title}, edited`);
    await plain.reload();
    await expect(mine.locator('.review__title')).toHaveText(`${title}, edited`);
    await mine.getByTestId('my-review-delete').click();
    await expect(mine).toContainText(text('en', 'myReviews.confirmDelete', { product: await mine.locator('h2').innerText() }));
    await mine.getByTestId('my-review-confirm-delete').click();
    await expect(plain.getByTestId('my-reviews').getByRole('status').first()).toHaveText(t('myReviews.deletedOne'));
    await expect(plain.getByTestId('my-review').filter({ hasText: title })).toHaveCount(0);
    await noScripts.close();
    await withScripts.close();
  });
});
