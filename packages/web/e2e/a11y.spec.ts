import { expect, test, type Page } from './support/test';
import { axe } from './support/axe';

const PAGES = [
  { name: 'home', path: '' },
  { name: 'listing', path: '/rings' },
  { name: 'product', path: '/p/solitaire?product_sku=LZ-RG-1001' },
  { name: '404', path: '/no-such-page' },
] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const locale of ['en-sa', 'ar-sa'] as const) {
  test.describe(`accessibility in ${locale}`, () => {
    for (const { name, path } of PAGES) {
      test(`the ${name} page has no serious or critical violations`, async ({ page }) => {
        await page.goto(`/${locale}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('accessibility on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Arabic home and 404 pages have no serious or critical violations', async ({ page }) => {
    for (const path of ['/ar-eg', '/ar-eg/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
