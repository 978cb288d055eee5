import { expect, type Page } from '@playwright/test';
import { axe } from './axe';

/** The README's demo accounts' password: `demo.sa@`, `demo.ae@` and `demo.eg@storefront.test`, each signing in on its own region's store. */
export const DEMO_PASSWORD = 'Demo-Storefront-2026';

/**
 * Signs in with the sign-in form the page shows (the account area's in place of a page for a
 * guest, or the verification page's) and waits until the customer is signed in: the account page
 * shows, or the header holds the greeting.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  const form = page.getByTestId('sign-in-form').first();
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('account-page').or(page.locator('.header-icon__greeting'))).not.toHaveCount(0);
}

/** A fresh address for each run: the e2e data folder keeps every account it signs up. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@storefront.test`;
}

/**
 * The cart icon names its count in words ("منتج واحد", Arabic's one and dual without a digit, as
 * decided for the header) while its badge shows the digit: axe's experimental label-in-name rule
 * reads that as a mismatch. It is the header's, on every page with a cart, not the account's.
 */
const KNOWN_HEADER_FINDING = (id: string, target: string) => id === 'label-content-name-mismatch' && target.includes('حقيبة التسوق');

/**
 * What axe finds serious or critical in the page's own part (`#main`) and in an open dialog, as
 * they stand. The header, footer and drawers around every page are checked by a11y.spec.ts; here
 * only what the account adds is, which keeps each check to a fraction of a full page's time.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axe(page).include('#main').include('dialog[open]').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')).filter((target) => !KNOWN_HEADER_FINDING(violation.id, target)) }))
    .filter((violation) => violation.targets.length > 0)
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/** Whether the page scrolls sideways (it must not, at phone width too). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

