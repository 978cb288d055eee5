import { expect, type Page } from '@playwright/test';

/** Waits until the page's scripts have taken it over (hydrated), so clicks reach their handlers. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens a page answered with `status` (200 unless given) and waits until it has hydrated. */
export async function openPage(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expectHydrated(page);
}

/** The page's HTML as the server sends it, with the browser's cookies. */
export async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  return response.text();
}

export const MOBILE = { width: 390, height: 844 } as const;
