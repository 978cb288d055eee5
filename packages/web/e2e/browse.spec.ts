import { expect, test, type Page } from './support/test';
import { openPage } from './support/shell';

/** The number behind "1,234 results" / "1,234 نتيجة" (the Arabic words for one and two hold no digit). */
async function resultCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('result-count').getAttribute('data-count'));
}

async function skusOnPage(page: Page): Promise<string[]> {
  return page.getByTestId('product-grid').getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku') ?? ''));
}

test.describe('browsing in Arabic (ar-sa)', () => {
  test('filters rings by karat and then by colour, with the choices in the address', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(`/ar-sa/${encodeURIComponent('خواتم')}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'خواتم' })).toBeVisible();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(40);
    // Eleven and more take the singular noun in Arabic; the count is in Latin digits, grouped as in English.
    await expect(page.getByTestId('result-count')).toHaveText(`${all.toLocaleString('en')} نتيجة`);

    await page.getByRole('checkbox', { name: /^18 قيراط \d/ }).click();
    await expect(page).toHaveURL(/%D8%B9%D9%8A%D8%A7%D8%B1_%D8%A7%D9%84%D8%B0%D9%87%D8%A8=18/);
    await expect(page.getByRole('checkbox', { name: /^18 قيراط \d/ })).toHaveAttribute('aria-checked', 'true');
    const karat = await resultCount(page);
    expect(karat).toBeLessThan(all);
    expect(karat).toBeGreaterThan(0);

    await page.getByRole('checkbox', { name: /^ذهب أبيض \d/ }).click();
    await expect(page.getByRole('checkbox', { name: /^ذهب أبيض \d/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('checkbox', { name: /^18 قيراط \d/ })).toHaveAttribute('aria-checked', 'true');
    expect(decodeURIComponent(page.url())).toContain('اللون=ذهب أبيض');
    const both = await resultCount(page);
    expect(both).toBeLessThan(karat);
    expect(both).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('gives a filter written with English values the address of its Arabic twin', async ({ page }) => {
    const links = async () => ({
      canonical: decodeURIComponent((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? ''),
      english: decodeURIComponent((await page.locator('link[rel="alternate"][hreflang="en-sa"]').getAttribute('href')) ?? ''),
      count: await resultCount(page),
    });
    await page.goto('/ar-sa/rings?gold_karat=18K');
    const english = await links();
    await page.goto(`/ar-sa/${encodeURIComponent('خواتم')}?${encodeURIComponent('عيار_الذهب')}=${encodeURIComponent('18 قيراط')}`);
    const arabic = await links();

    expect(english.canonical).toMatch(/\/ar-sa\/خواتم\?عيار_الذهب=18 قيراط$/);
    expect(english.english).toMatch(/\/en-sa\/rings\?gold_karat=18K$/);
    expect(arabic).toEqual(english);
  });

  test('finds a tennis bracelet by the plural written without hamza', async ({ page }) => {
    await page.goto(`/ar-sa/search?q=${encodeURIComponent('اساور تنس')}`);
    await expect(page.getByRole('heading', { level: 3, name: 'سوار تنس بالألماس' }).first()).toBeVisible();
  });

  test('finds a ring by the plural of its name', async ({ page }) => {
    await page.goto(`/ar-sa/search?q=${encodeURIComponent('خواتم')}`);
    await expect(page.getByRole('heading', { level: 3, name: 'خاتم سوليتير بالألماس' }).first()).toBeVisible();
  });

  test('searches from the header drawer, which closes on Escape and gives focus back', async ({ page }) => {
    await openPage(page, '/ar-sa');
    const opener = page.getByRole('link', { name: 'فتح البحث' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'البحث' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('searchbox')).toBeFocused();
    await expect(drawer.getByRole('heading', { name: 'عمليات البحث الشائعة' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    // With words typed, one Escape still closes it (the search field alone would clear them first).
    await opener.click();
    await drawer.getByRole('searchbox').fill('خو');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await drawer.getByRole('searchbox').fill('خواتم');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar-sa\/search\?q=/);
    await expect(page.getByRole('heading', { level: 3, name: 'خاتم سوليتير بالألماس' }).first()).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('suggests products as the shopper types', async ({ page }) => {
    await openPage(page, '/ar-sa');
    await page.getByRole('link', { name: 'فتح البحث' }).click();
    await page.getByRole('dialog').getByRole('searchbox').pressSequentially('سوليتير');
    await expect(page.getByTestId('suggested-products').getByText('خاتم سوليتير بالألماس', { exact: true }).first()).toBeVisible();

    // The arrow keys walk from the box through the suggestions, and back up to the box.
    const box = page.getByRole('dialog').getByRole('searchbox');
    const links = page.locator('#search-drawer-suggestions a[href]');
    await box.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar-sa\/(p|search)\b/);
  });
});

test.describe('browsing in English (en-ae)', () => {
  test('opens a price-range path and shows only that band', async ({ page }) => {
    const response = await page.goto('/en-ae/rings/500-1000');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('radio', { name: /^AED 500 – AED 1,000/ })).toHaveAttribute('aria-checked', 'true');
    expect(await resultCount(page)).toBeGreaterThan(0);

    await page.getByRole('radio', { name: /^AED 1,000 – AED 2,000/ }).click();
    await expect(page).toHaveURL(/\/en-ae\/rings\/1000-2000$/);
    await expect(page.getByRole('radio', { name: /^AED 1,000 – AED 2,000/ })).toHaveAttribute('aria-checked', 'true');
  });

  test('sorts by biggest saving, putting pieces on sale first', async ({ page }) => {
    await page.goto('/en-ae/bracelets');
    // The Apply button serves shoppers without JavaScript and goes once the page is interactive.
    await expect(page.getByRole('button', { name: 'Apply' })).toBeHidden();
    await page.getByLabel('Sort by').selectOption('biggest_saving');
    await expect(page).toHaveURL(/sort=biggest_saving/);
    await expect(page.getByTestId('product-card').first().locator('.price--was')).toBeVisible();
  });

  test('pages forward to different products with page=2 in the address', async ({ page }) => {
    await page.goto('/en-ae/rings');
    const first = await skusOnPage(page);
    expect(first).toHaveLength(40);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const second = await skusOnPage(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((sku) => first.includes(sku))).toEqual([]);
  });

  test('finds a product despite a misspelling', async ({ page }) => {
    await page.goto('/en-ae/search?q=solitare%20diamnd%20ring');
    await expect(page.getByRole('heading', { level: 3, name: 'Solitaire Diamond Ring' }).first()).toBeVisible();
  });

  test('keeps rendering when the query string holds nonsense', async ({ page }) => {
    const response = await page.goto('/en-ae/rings?gold_karat=&sort=%E0%A4%A&page=-3&nonsense=1');
    expect(response?.status()).toBe(200);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('explains that Waves is sold in KSA, with a 404 status', async ({ page }) => {
    const response = await page.goto('/en-ae/waves');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Waves is sold in KSA' })).toBeVisible();
    await expect(page).toHaveTitle('Waves is sold in KSA');
    await expect(page.getByRole('link', { name: 'Shop Waves in KSA, in English' })).toHaveAttribute('href', '/en-sa/waves');
    await expect(page.getByRole('link', { name: 'Shop Waves in KSA, in Arabic' })).toHaveAttribute('href', '/ar-sa/waves');
    await expect(page.getByRole('link', { name: 'Continue shopping in UAE' })).toHaveAttribute('href', '/en-ae');
  });

  test('answers an unknown category with the 404 page and its brand cards', async ({ page }) => {
    const response = await page.goto('/en-ae/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await expect(page.locator('.brand-cards').getByRole('link', { name: /^Miss L/ })).toHaveAttribute('href', '/en-ae/miss-l');
  });
});
