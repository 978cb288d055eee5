import { expect, test as base } from '@playwright/test';

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
      context.on('console', (message) => {
        if (VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'no page breaks the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
