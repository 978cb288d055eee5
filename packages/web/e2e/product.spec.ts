import { expect, test, type Page } from './support/test';
import { expectCartCount } from './support/cart';
import { expectHydrated, MOBILE, openPage } from './support/shell';

interface JsonLdNode {
  readonly '@type': string;
  readonly [key: string]: unknown;
}

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdNode);
}

const RING = 'LZ-RG-1001';
const PENDANT = 'LZ-NK-1003';

test.describe('product page', () => {
  test('opens the Arabic KSA ring page from its address with sizes, price and JSON-LD', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The slug is cosmetic: a wrong one still opens the product, and the canonical link names the right one.
    const response = await page.goto(`/ar-sa/p/any-slug?product_sku=${RING}`);

    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'خاتم سوليتير بالألماس' })).toBeVisible();
    await expect(page).toHaveTitle(/خاتم سوليتير بالألماس/);
    await expect(page.getByTestId('product-price')).toContainText('ر.س');
    await expect(page.getByTestId('stock-state')).toBeVisible();

    const sizes = page.getByTestId('size-selector').getByRole('radio');
    await expect(sizes).toHaveCount(4);
    await expect(page.getByTestId('size-selector')).toContainText('50');
    await expect(page.getByTestId('size-selector')).toContainText('56');
    // The choice is made once the page has hydrated: a choice made before is not what this test is about.
    await expectHydrated(page);
    const enabled = page.getByTestId('size-selector').locator('input:not([disabled])').first();
    await enabled.check({ force: true });
    await expect(enabled).toBeChecked();

    const main = page.locator('.gallery__main');
    await expect(main).toHaveAttribute('loading', 'eager');
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('srcset', /\/img\?src=%2Fimages%2F.*&w=640&q=75 640w/);

    const nodes = await jsonLd(page);
    const product = nodes.find((node) => node['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'خاتم سوليتير بالألماس', sku: RING, offers: { '@type': 'Offer', priceCurrency: 'SAR' } });
    expect(typeof (product?.offers as { price: unknown }).price).toBe('number');
    expect(nodes.find((node) => node['@type'] === 'BreadcrumbList')).toBeTruthy();

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ar-sa\/p\/%D8%AE[^?]+\?product_sku=LZ-RG-1001$/);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    const hreflangs = await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs).toEqual(expect.arrayContaining(['en-sa', 'ar-sa', 'en-ae', 'ar-ae', 'en-eg', 'ar-eg', 'x-default']));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/en-sa\/p\/solitaire-diamond-ring\?product_sku=LZ-RG-1001$/,
    );
    expect(errors).toEqual([]);
  });

  test('opens an English UAE pendant with the dirham price and switches the review sort', async ({ page }) => {
    const response = await page.goto(`/en-ae/p/rose-gold-heart-pendant?product_sku=${PENDANT}`);

    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Rose Gold Heart Pendant' })).toBeVisible();
    await expect(page.getByTestId('product-price')).toContainText('AED');
    await expect(page.getByTestId('size-selector')).toHaveCount(0);
    const product = (await jsonLd(page)).find((node) => node['@type'] === 'Product');
    expect(product).toMatchObject({ offers: { priceCurrency: 'AED' } });

    await expect(page.getByTestId('review-sort-recent')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('review-sort-lowest').click();
    await expect(page).toHaveURL(/review_sort=lowest/);
    await expect(page.getByTestId('review-sort-lowest')).toHaveAttribute('aria-current', 'true');
    const list = page.getByTestId('review-list');
    if ((await list.count()) > 0) {
      await expect(list).toHaveAttribute('data-sort', 'lowest');
      const reviews = await list.getByTestId('review').evaluateAll((items) =>
        items.map((item) => ({ lang: item.getAttribute('lang'), rating: Number(item.getAttribute('data-rating')) })),
      );
      // The page's language first, each language from the lowest rating up (decision 1340).
      for (const language of ['en', 'ar']) {
        const ratings = reviews.filter((review) => review.lang === language).map((review) => review.rating);
        expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
      }
      const languages = reviews.map((review) => review.lang);
      expect(languages.indexOf('ar') === -1 || languages.lastIndexOf('en') < languages.indexOf('ar')).toBe(true);
    }
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/\/en-ae\/p\/rose-gold-heart-pendant\?product_sku=LZ-NK-1003$/);
  });

  test('the gallery thumbnails follow the arrow keys in reading order, so left goes forward in Arabic', async ({ page, request }) => {
    // Generated pieces carry a second, illustrated view; signature pieces have four-digit SKUs.
    const xml = await (await request.get('/sitemaps/ar-sa.xml')).text();
    const address = [...xml.matchAll(/<loc>([^<]+product_sku=[A-Z]{2}-[A-Z]{2}-\d{5})<\/loc>/g)][0]?.[1];
    expect(address).toBeTruthy();
    // The arrow keys are the gallery's own handlers, so wait until React has taken the page over.
    await openPage(page, address!);

    const thumbs = page.locator('.gallery__thumb');
    expect(await thumbs.count()).toBeGreaterThan(1);
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    await thumbs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    // The next-image button, pressed from the keyboard: its click handler, without aiming the pointer at
    // a button the sticky header can slide over while the page scrolls to the thumbnails.
    const next = page.getByRole('button', { name: 'الصورة التالية' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('answers 404 with the not-found page and its brand cards for an unknown or missing SKU, and says where a Waves piece is sold', async ({ page }) => {
    const unknown = await page.goto('/en-ae/p/nothing?product_sku=NO-SUCH-SKU');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(page.getByTestId('not-found').getByRole('link', { name: 'Miss L Shop All' })).toHaveAttribute('href', '/en-ae/miss-l');

    // A region switch from a Waves piece's page: the UAE store does not sell Waves, KSA's does.
    const waves = await page.goto('/ar-ae/p/ocean-wave-ring?product_sku=WV-RG-3001');
    expect(waves?.status()).toBe(404);
    const refusal = page.getByTestId('brand-not-in-region');
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('link').first()).toHaveAttribute('href', '/en-sa/waves');

    const missing = await page.goto('/ar-sa/p/nothing');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'خطأ 404' })).toBeVisible();
  });
});

test.describe('product page details in the page\'s language', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('ar-sa: the details list shows the catalogue\'s Arabic values, the ones the listing filters show', async ({ page }) => {
    await openPage(page, `/ar-sa/p/piece?product_sku=${RING}`);
    const details = page.locator('.product__details');
    const values = await details.locator('dd').allTextContents();
    expect(values).toEqual(expect.arrayContaining(['خواتم', '18 قيراط', 'ذهب أبيض', 'الألماس', 'نور']));
    for (const english of ['Rings', 'Gold', '18K', 'White Gold', 'Diamonds', 'Nour']) expect(values).not.toContain(english);

    // The listing's filters name the same values.
    await openPage(page, '/ar-sa/search?q=%D8%AE%D8%A7%D8%AA%D9%85');
    const filters = page.locator('main');
    for (const value of ['خواتم', '18 قيراط', 'ذهب أبيض']) await expect(filters.getByText(value, { exact: true }).first()).toBeAttached();
  });

  test('en-ae: the details list stays in English', async ({ page }) => {
    await openPage(page, `/en-ae/p/piece?product_sku=${RING}`);
    const values = await page.locator('.product__details dd').allTextContents();
    expect(values).toEqual(expect.arrayContaining(['Rings', '18K', 'White Gold', 'Diamonds', 'Nour']));
  });
});

test.describe('the price\'s VAT note', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('en-ae names the UAE rate and ar-sa the Saudi one, beside the price', async ({ page }) => {
    await openPage(page, `/en-ae/p/piece?product_sku=${PENDANT}`);
    const note = page.getByTestId('product-vat');
    await expect(note).toHaveText('Prices include 5% VAT');
    const price = await page.getByTestId('product-price').boundingBox();
    const noteBox = await note.boundingBox();
    expect(Math.abs((noteBox?.y ?? 1000) - ((price?.y ?? 0) + (price?.height ?? 0)))).toBeLessThan(40);

    await openPage(page, `/ar-sa/p/piece?product_sku=${PENDANT}`);
    await expect(page.getByTestId('product-vat')).toHaveText('الأسعار شاملة ضريبة القيمة المضافة 15%');
  });
});

test.describe('the size hint', () => {
  test.use({ viewport: MOBILE });

  test('ar-sa on a phone: "choose a size" goes as soon as a size is chosen', async ({ page }) => {
    await openPage(page, `/ar-sa/p/piece?product_sku=${RING}`);
    const hint = page.getByRole('alert').filter({ hasText: 'يرجى اختيار المقاس أولاً.' });
    await page.locator('main').getByTestId('add-to-cart').click();
    await expect(hint).toBeVisible();
    await page.getByTestId('size-selector').locator('input:not([disabled])').first().check({ force: true });
    await expect(hint).toHaveCount(0);
  });

  test('ar-sa on a phone: a size chosen before the page\'s scripts have run is the one "Add to bag" adds', async ({ page }) => {
    // The scripts wait until the size is chosen, as on a slow phone whose first tap beats them.
    let release: () => void = () => undefined;
    const chosen = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await chosen;
      await route.continue();
    });
    await page.goto(`/ar-sa/p/piece?product_sku=${RING}`, { waitUntil: 'commit' });
    const size = page.getByTestId('size-selector').locator('input:not([disabled])').first();
    await size.check({ force: true });
    release();
    await expectHydrated(page);

    await expect(size).toBeChecked();
    await page.locator('main').getByTestId('add-to-cart').click();
    await expect(page.getByRole('alert').filter({ hasText: 'يرجى اختيار المقاس أولاً.' })).toHaveCount(0);
    await expectCartCount(page, 1);
    const label = (await size.evaluate((input) => input.closest('label')?.textContent ?? '')).trim();
    await openPage(page, '/ar-sa/cart');
    await expect(page.locator('main').getByTestId('cart-line')).toContainText(`المقاس: ${label}`);
  });
});

test.describe('review sorts, the page’s language first', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  const SIGNATURE = ['LZ-RG-1001', 'LZ-RG-1002', 'LZ-NK-1003', 'LZ-NK-1004', 'LZ-BR-1005', 'LZ-BR-1006', 'LZ-ER-1007', 'LZ-ER-1008'];

  async function listed(page: Page) {
    return page
      .getByTestId('review')
      .evaluateAll((items) =>
        items.map((item) => ({
          lang: item.getAttribute('lang'),
          rating: Number(item.getAttribute('data-rating')),
          marker: item.querySelector('[data-testid="review-language"]')?.textContent ?? null,
        })),
      );
  }

  /** Each language's run in the order the sort promises, the page's language before the other's. */
  function expectRuns(reviews: Awaited<ReturnType<typeof listed>>, pageLanguage: 'en' | 'ar', direction: 1 | -1, sku: string) {
    const languages = reviews.map((review) => review.lang);
    const other = pageLanguage === 'en' ? 'ar' : 'en';
    expect(languages.indexOf(other) === -1 || languages.lastIndexOf(pageLanguage) < languages.indexOf(other), sku).toBe(true);
    for (const language of [pageLanguage, other]) {
      const ratings = reviews.filter((review) => review.lang === language).map((review) => review.rating);
      expect(ratings, sku).toEqual([...ratings].sort((a, b) => direction * (a - b)));
    }
  }

  test('ar-sa: "highest rated" lists the Arabic reviews first, each language by its rating, and marks the English ones', async ({ page }) => {
    let mixed = 0;
    for (const sku of SIGNATURE) {
      await page.goto(`/ar-sa/p/piece?product_sku=${sku}&review_sort=highest`);
      await expect(page.getByTestId('review-sort-highest')).toHaveAttribute('aria-current', 'true');
      const reviews = await listed(page);
      expectRuns(reviews, 'ar', -1, sku);
      for (const review of reviews) expect(review.marker, sku).toBe(review.lang === 'en' ? 'مكتوب بالإنجليزية' : null);
      if (new Set(reviews.map((review) => review.lang)).size > 1) {
        mixed += 1;
        await expect(page.getByTestId('review-group-heading')).toHaveText('تقييمات بالإنجليزية');
      }
    }
    // The demo catalogue's signature pieces have reviews in both languages.
    expect(mixed).toBeGreaterThan(0);
  });

  test('en-ae: "lowest rated" lists the English reviews first, each language by its rating, and marks the Arabic ones', async ({ page }) => {
    for (const sku of SIGNATURE.slice(0, 4)) {
      await page.goto(`/en-ae/p/piece?product_sku=${sku}&review_sort=lowest`);
      const reviews = await listed(page);
      expectRuns(reviews, 'en', 1, sku);
      for (const review of reviews) expect(review.marker, sku).toBe(review.lang === 'ar' ? 'Written in Arabic' : null);
    }
  });
});

test.describe('sitemaps and robots.txt', () => {
  test('the sitemap index names every locale sitemap, and the UAE one lists the pendant page', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    expect(index.headers()['cache-control']).toContain('max-age');
    const indexXml = await index.text();
    for (const locale of ['en-sa', 'ar-sa', 'en-ae', 'ar-ae', 'en-eg', 'ar-eg']) expect(indexXml).toContain(`${baseURL}/sitemaps/${locale}.xml`);

    const sitemap = await request.get('/sitemaps/en-ae.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/en-ae</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/en-ae/miss-l</loc>`);
    expect(xml).not.toContain('/en-ae/waves');
    expect(xml).toContain(`<loc>${baseURL}/en-ae/rings</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/en-ae/p/rose-gold-heart-pendant?product_sku=${PENDANT}</loc>`);

    expect((await request.get('/sitemaps/xx-yy.xml')).status()).toBe(404);
  });

  test('robots.txt points crawlers at the sitemap index', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
