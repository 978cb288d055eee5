import { expect, type Page } from '@playwright/test';

/**
 * Opens the store's mailbox page (`/mailbox`, served when no SMTP_URL is set) as a new user would,
 * waits for the newest email to `to` whose link contains `linkPart` (the outbox delivers it in the
 * background), opens it and answers that link's address from the email's HTML.
 */
export async function mailboxLink(page: Page, to: string, linkPart: string): Promise<string> {
  let href: string | null = null;
  await expect(async () => {
    await page.goto('/mailbox');
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: to, exact: true }) });
    const count = await rows.count();
    expect(count, `an email to ${to}`).toBeGreaterThan(0);
    // Newest first: the first email to the address whose link is the one looked for.
    for (let index = 0; index < count && href === null; index += 1) {
      await page.goto('/mailbox');
      await page.getByRole('row').filter({ has: page.getByRole('cell', { name: to, exact: true }) }).nth(index).getByRole('link').click();
      const email = page.frameLocator('iframe');
      await email.locator('a').first().waitFor();
      const link = email.locator(`a[href*="${linkPart}"]`).first();
      if ((await link.count()) > 0) href = await link.getAttribute('href');
    }
    expect(href, `a link with ${linkPart} in an email to ${to}`).not.toBeNull();
  }).toPass({ timeout: 30_000 });
  return href ?? '';
}

/**
 * Opens the store's mailbox page as `mailboxLink` does and waits for the newest email to `to`
 * whose subject names `subjectPart` (an order's number, say); answers the one-time code of six
 * digits its plain text gives (the lookup code of a guest's order, decision 1212).
 */
export async function mailboxCode(page: Page, to: string, subjectPart: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    await page.goto('/mailbox');
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: to, exact: true }) }).filter({ hasText: subjectPart });
    // Counted, not waited for: the listing never refreshes itself, so an email the outbox delivers
    // after this load shows only on the next one (a click would wait on this page until the timeout).
    expect(await rows.count(), `an email to ${to} about ${subjectPart}`).toBeGreaterThan(0);
    await rows.first().getByRole('link').click();
    code = /\b(\d{6})\b/.exec((await page.locator('pre').textContent()) ?? '')?.[1];
    expect(code, `a code in an email to ${to} about ${subjectPart}`).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return code ?? '';
}
