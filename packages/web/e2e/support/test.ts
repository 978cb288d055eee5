import { expect, test as base, type ConsoleMessage } from '@playwright/test';

export * from '@playwright/test';

/** What the browser says when the Content-Security-Policy refuses something, and what the listener below reports. */
const VIOLATION = /Content Security Policy|Content-Security-Policy violation/;

/**
 * Playwright's `test` with one automatic check for every spec (decision 0905): a page that breaks
 * the store's Content-Security-Policy fails its test. Each page reports its `securitypolicyviolation`
 * events to the console, where Chromium also writes the refusals it makes itself; any such message
 * in any page of the test is a failure. `cspViolations` lists them for a spec that provokes one.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content-Security-Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      const listener = (message: ConsoleMessage) => {
        if (VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      };
      // The context goes on to the worker's next test (`reuseContext`), so the listener leaves with this one.
      context.on('console', listener);
      await use(violations);
      context.off('console', listener);
      expect(violations, 'no page breaks the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For a spec file whose tests set the page's clock (`page.clock`): each of its tests gets a browser
 * context of its own instead of the worker's reused one. Playwright's reset between reused tests can
 * leave the fake clock's scripts behind, and they then throw in the next test's pages (decision 1361).
 * Call it at the top level of the file: a different context option means other workers.
 */
export function ownContextPerTest(): void {
  test.use({ reuseContext: false });
}
