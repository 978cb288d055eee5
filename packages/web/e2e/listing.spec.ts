import { expect, test, type Page } from './support/test';
import { MOBILE, openPage } from './support/shell';

const DESKTOP = { width: 1366, height: 900 } as const;

/** How many tiles load their pictures at once: the first row of the widest grid. */
const FIRST_ROW = 4;

/**
 * The tiles whose picture is not a real, loaded picture although it should be: the first row's,
 * and any other tile on screen. An empty list when every one of them shows its picture.
 */
async function blankPictures(page: Page): Promise<string[]> {
  return page
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .evaluateAll((cards, firstRow) => {
      const blank: string[] = [];
      cards.forEach((card, index) => {
        const image = card.querySelector('img');
        if (!image) return;
        const box = image.getBoundingClientRect();
        const onScreen = box.bottom > 0 && box.top < window.innerHeight;
        if (index >= firstRow && !onScreen) return;
        const loaded = image.complete && image.naturalWidth > 1 && !image.currentSrc.startsWith('data:');
        if (!loaded) blank.push(`${card.getAttribute('data-sku') ?? '?'} (${image.naturalWidth}px)`);
      });
      return blank;
    }, FIRST_ROW);
}

/**
 * A blank tile stays blank for good; a picture no one has asked for before is rendered first, one
 * render at a time on two cores (decision 0916), so the wait allows for a row of cold renders.
 */
async function expectPicturesLoaded(page: Page): Promise<void> {
  await expect.poll(() => blankPictures(page), { timeout: 15_000 }).toEqual([]);
}

/** The filters fold away on phones; opens them when they are folded. */
async function showFilters(page: Page): Promise<void> {
  const toggle = page.locator('details.facets__toggle');
  const summary = toggle.locator('summary.facets__summary');
  if ((await summary.isVisible()) && !(await toggle.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await expect(summary.locator('span:visible')).toHaveText(/^(Show filters|عرض عوامل التصفية)$/);
    await summary.click();
    // Unfolded, the toggle offers to fold them away again.
    await expect(summary.locator('span:visible')).toHaveText(/^(Hide filters|إخفاء عوامل التصفية)$/);
  }
}

async function choose(page: Page, name: RegExp): Promise<void> {
  await showFilters(page);
  await page.getByRole('checkbox', { name }).click();
  await expect(page.getByRole('checkbox', { name })).toHaveAttribute('aria-checked', 'true');
}

async function sortBy(page: Page, key: string): Promise<void> {
  await page.locator('#listing-sort').selectOption(key);
  await expect(page).toHaveURL(new RegExp(`=${key}(&|$)`));
  await expect(page.locator('#listing-sort')).toHaveValue(key);
}

/**
 * Each language once and each width once: Arabic on a phone, English on a desktop. Which pictures a
 * row holds depends on the width, and their order on the language's direction; the two pairings the
 * cross-product added ran the same path again.
 */
const LISTINGS = [
  { locale: 'ar-sa', rings: `/ar-sa/${encodeURIComponent('خواتم')}`, karat: /^18 قيراط \d/, colour: /^ذهب أصفر \d/, width: 'phone', viewport: MOBILE },
  { locale: 'en-ae', rings: '/en-ae/rings', karat: /^18K \d/, colour: /^Yellow Gold \d/, width: 'desktop', viewport: DESKTOP },
] as const;

for (const listing of LISTINGS) {
  test.describe(`listing pictures in ${listing.locale} on a ${listing.width}`, () => {
    test.use({ viewport: listing.viewport });

    test('shows every first-row picture after filtering, choosing a price band and sorting', async ({ page }) => {
      await openPage(page, listing.rings);
      await expectPicturesLoaded(page);

      await choose(page, listing.karat);
      await expectPicturesLoaded(page);
      await choose(page, listing.colour);
      await expectPicturesLoaded(page);

      for (const key of ['price-asc', 'price-desc', 'biggest_saving', 'alpha']) {
        await sortBy(page, key);
        await expectPicturesLoaded(page);
      }

      await openPage(page, listing.rings);
      await showFilters(page);
      const band = page.locator('[data-facet="price"] [role="radio"][href*="/1000-"]');
      await band.click();
      await expect(band).toHaveAttribute('aria-checked', 'true');
      await expectPicturesLoaded(page);
    });
  });
}

const PAGERS = [
  { locale: 'en-ae', rings: '/en-ae/rings', heading: 'Rings', pages: 'Pages', next: 'Next', viewport: DESKTOP },
  { locale: 'ar-sa', rings: `/ar-sa/${encodeURIComponent('خواتم')}`, heading: 'خواتم', pages: 'الصفحات', next: 'التالي', viewport: MOBILE },
] as const;

for (const pager of PAGERS) {
  test.describe(`turning the pages of a listing in ${pager.locale} at ${pager.viewport.width}px`, () => {
    test.use({ viewport: pager.viewport });

    test('leads from the pager at the bottom to the results heading of the next page', async ({ page }) => {
      await openPage(page, pager.rings);
      const next = page.getByRole('navigation', { name: pager.pages }).getByRole('link', { name: pager.next });
      await next.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const first = await page.getByTestId('product-card').first().getAttribute('data-sku');

      await next.click();
      await expect(page.getByRole('navigation', { name: pager.pages }).locator('[aria-current="page"]')).toHaveText('2');
      await expect(page.getByTestId('product-card').first()).not.toHaveAttribute('data-sku', first ?? '');
      const heading = page.getByRole('heading', { level: 1, name: pager.heading });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport({ ratio: 1 });
      // Not under the sticky header either, which comes back as the page moves up.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const header = document.querySelector('[data-testid="site-header"]')?.getBoundingClientRect();
            const top = document.querySelector('h1')?.getBoundingClientRect().top ?? 0;
            return header === undefined || header.bottom <= 0 || top >= header.bottom - 1;
          }),
        )
        .toBe(true);
    });
  });
}

test.describe('the page parameter of an Arabic listing (ar-sa)', () => {
  test.use({ viewport: DESKTOP });
  const rings = `/ar-sa/${encodeURIComponent('خواتم')}`;
  const pageLinks = (page: Page) => page.getByRole('navigation', { name: 'الصفحات' });

  test('is written in Arabic, and the English spelling still opens the page', async ({ page }) => {
    await openPage(page, rings);
    const next = pageLinks(page).getByRole('link', { name: 'التالي' });
    expect(decodeURIComponent((await next.getAttribute('href')) ?? '')).toBe('/ar-sa/خواتم?الصفحة=2');
    await next.click();
    await expect(pageLinks(page).locator('[aria-current="page"]')).toHaveText('2');
    expect(decodeURIComponent(page.url())).toMatch(/\/ar-sa\/خواتم\?الصفحة=2$/);

    await openPage(page, `${rings}?page=3`);
    await expect(pageLinks(page).locator('[aria-current="page"]')).toHaveText('3');
    expect(decodeURIComponent((await pageLinks(page).getByRole('link', { name: 'التالي' }).getAttribute('href')) ?? '')).toBe('/ar-sa/خواتم?الصفحة=4');

    await openPage(page, `${rings}?${encodeURIComponent('صفحة')}=2`);
    await expect(pageLinks(page).locator('[aria-current="page"]')).toHaveText('2');
  });

  test('keeps the English name on English pages', async ({ page }) => {
    await openPage(page, '/en-sa/rings');
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/en-sa/rings?page=2');
  });
});

/** The price bands offered on a listing with no price chosen, each with its count (0 where none is shown). */
async function priceBands(page: Page): Promise<{ readonly href: string; readonly count: number }[]> {
  return page.locator('[data-facet="price"] [role="radio"]').evaluateAll((links) =>
    links.map((link) => ({
      href: decodeURIComponent(link.getAttribute('href') ?? ''),
      count: Number((link.querySelector('.choice__count')?.textContent ?? '').replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660))),
    })),
  );
}

async function resultCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('result-count').getAttribute('data-count'));
}

for (const listing of LISTINGS) {
  test.describe(`price bands of a listing in ${listing.locale}`, () => {
    test.use({ viewport: DESKTOP });

    test('count every result once, offer no empty band, and each band lists what it counted', async ({ page }) => {
      await openPage(page, listing.rings);
      const total = await resultCount(page);
      const bands = await priceBands(page);
      expect(bands.length).toBeGreaterThan(1);
      expect(bands.filter((band) => band.count === 0)).toEqual([]);
      expect(bands.reduce((sum, band) => sum + band.count, 0)).toBe(total);

      for (const band of bands) {
        await openPage(page, band.href);
        expect(await resultCount(page), band.href).toBe(band.count);
      }
    });
  });
}

test.describe('a price band’s own address', () => {
  test.use({ viewport: DESKTOP });

  test('names the band beside the category in the heading and the title, in the region’s currency and the page’s language', async ({ page }) => {
    await openPage(page, '/en-sa/rings/under-500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rings · Under SAR 500');
    await expect(page).toHaveTitle(/^Rings · Under SAR\s500 \| /);
    await openPage(page, `/ar-sa/${encodeURIComponent('خواتم')}/2000-5000`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('خواتم · من \u200f2,000 ر.س.\u200f إلى \u200f5,000 ر.س.\u200f');
    await openPage(page, '/en-eg/under-500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jewellery · Under EGP 500');
  });
});

test.describe('search suggestions on an Arabic page (ar-sa)', () => {
  test.use({ viewport: DESKTOP });

  test('offer the Arabic names of what an English word with a typo matches, before the English ones', async ({ page }) => {
    await openPage(page, '/ar-sa');
    await page.getByRole('link', { name: 'فتح البحث' }).click();
    await page.getByRole('dialog').getByRole('searchbox').pressSequentially('braclet');
    const phrases = page.locator('.suggestion-phrases .suggestion-phrase');
    await expect(phrases.first()).toHaveText('أساور');
    const texts = await phrases.allTextContents();
    const arabic = texts.map((text) => /[\u0600-\u06ff]/.test(text));
    // Every Arabic phrase comes before every English one.
    expect(arabic.indexOf(false) === -1 || arabic.lastIndexOf(true) < arabic.indexOf(false), texts.join(' | ')).toBe(true);
    await expect(phrases.first()).toHaveAttribute('href', `/ar-sa/search?q=${encodeURIComponent('أساور')}`);
  });
});
