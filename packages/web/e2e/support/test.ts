import { expect, test as base, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from '@playwright/test';

export * from '@playwright/test';

/** What the browser says when the Content-Security-Policy refuses something, and what the listener below reports. */
const VIOLATION = /Content Security Policy|Content-Security-Policy violation/;

/** Each page reports its `securitypolicyviolation` events to the console, where the `cspViolations` fixture reads them. */
function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`Content-Security-Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'} at ${event.sourceFile}:${event.lineNumber}`);
  });
}

/** The worker's browser context and its one tab, which test after test use in turn (decision 1460). */
interface StoreTab {
  context: BrowserContext;
  page: Page;
  readonly open: () => Promise<BrowserContext>;
}

/** The project's device (Desktop Chrome): what a context needs of it besides the test's viewport. */
const DEVICE_OPTIONS = ['baseURL', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'screen'] as const;

function contextOptions(use: Readonly<Record<string, unknown>>, viewport: BrowserContextOptions['viewport'] | undefined): BrowserContextOptions {
  const options = Object.fromEntries(DEVICE_OPTIONS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]));
  return { ...options, ...(viewport === undefined ? {} : { viewport }) };
}

async function newStoreContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(reportViolations);
  return context;
}

/**
 * Leaves the worker's tab as a new guest's, without the cost of a new tab or a new renderer: other
 * tabs close, routes go, the tab moves to a plain file of the store (which stops the last page's
 * scripts, so none of them writes its state back), and the store's cookies, local and session
 * storage and IndexedDB are cleared there. The browser's cache stays, as a returning shopper's
 * does: the store's scripts and fonts are immutable files whose names change with their content.
 * A tab that was closed or crashed is replaced, so the next test always finds one open.
 */
async function resetStoreTab(tab: StoreTab, baseURL: string): Promise<void> {
  for (const other of tab.context.pages()) if (other !== tab.page) await other.close();
  await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
  if (!tab.page.isClosed()) await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
  let cleared: { clockLeft: boolean };
  try {
    if (tab.page.isClosed()) throw new Error('the tab was closed');
    cleared = await clearStore(tab.page, baseURL);
  } catch {
    // A tab that crashed, was closed or will not leave its page is replaced.
    if (!tab.page.isClosed()) await tab.page.close();
    tab.page = await tab.context.newPage();
    cleared = await clearStore(tab.page, baseURL);
  }
  await tab.context.clearCookies();
  if (cleared.clockLeft) {
    // The clock cannot be taken out of the context: the next test gets a new one, and this one fails.
    await tab.context.close();
    tab.context = await tab.open();
    tab.page = await tab.context.newPage();
    throw new Error("The test installed a clock in the worker's shared tab, where it would stay for the next tests: declare it with `isolatedTest`.");
  }
}

/** Moves the tab to a plain file of the store and clears the store's storage there; says whether a test's clock is still installed. */
async function clearStore(page: Page, baseURL: string): Promise<{ clockLeft: boolean }> {
  await page.goto(new URL('/robots.txt', baseURL).href);
  return page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
    return { clockLeft: '__pwClock' in window };
  });
}

interface StoreFixtures {
  /** Every page of the test that broke the Content-Security-Policy (decision 0905); the test fails on any. */
  cspViolations: string[];
  /** A browser context of the test's own instead of the worker's tab (see `isolatedTest`). */
  ownContext: boolean;
}

/**
 * Playwright's `test`, with two things every spec gets:
 *
 * - **One tab per worker** (decision 1460): the worker opens one browser context and one tab, and
 *   each test starts in that tab as a new guest (`resetStoreTab`), at the viewport it asks for.
 *   Playwright's own reuse (`reuseContext`) navigates to `about:blank`, which costs every test a new
 *   renderer process, and empties the browser's cache, which costs it every script again.
 * - **The Content-Security-Policy check** (decision 0905): a page that breaks the store's policy fails
 *   its test. `cspViolations` lists the refusals for a spec that provokes one.
 */
export const test = base.extend<StoreFixtures, { storeTab: StoreTab }>({
  ownContext: [false, { option: true }],
  storeTab: [
    async ({ browser }, use, workerInfo) => {
      const { use: project } = workerInfo.project;
      const open = () => newStoreContext(browser, contextOptions(project, project.viewport));
      const context = await open();
      const tab: StoreTab = { context, page: await context.newPage(), open };
      await use(tab);
      await tab.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ storeTab, ownContext, browser, baseURL, viewport }, use, testInfo) => {
    if (ownContext) {
      const context = await newStoreContext(browser, contextOptions(testInfo.project.use, viewport));
      await use(context);
      await context.close();
      return;
    }
    await use(storeTab.context);
    await resetStoreTab(storeTab, baseURL ?? '');
  },
  page: async ({ context, storeTab, ownContext, viewport }, use) => {
    if (ownContext) {
      await use(await context.newPage());
      return;
    }
    const { page } = storeTab;
    const current = page.viewportSize();
    if (viewport && (current?.width !== viewport.width || current.height !== viewport.height)) await page.setViewportSize(viewport);
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const listener = (message: ConsoleMessage) => {
        if (VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      };
      // The worker's context goes on to its next test, so the listener leaves with this one.
      context.on('console', listener);
      await use(violations);
      context.off('console', listener);
      expect(violations, 'no page breaks the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * `test` for a test that installs something in the browser that the worker's tab could not shed
 * afterwards: a clock (`page.clock`, installed in the whole context) or an init script. It gets a
 * browser context of its own instead of the worker's tab.
 */
export const isolatedTest = test.extend<StoreFixtures>({ ownContext: true });
