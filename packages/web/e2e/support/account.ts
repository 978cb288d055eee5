import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A fresh address for each run: the e2e data folder keeps every account it signs up. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@storefront.test`;
}

/** What axe finds serious or critical on the page as it stands. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Whether the page scrolls sideways (it must not, at phone width too). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Opens a page and waits until React has taken it over, so clicks reach their handlers. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-hydrated', 'true');
}
