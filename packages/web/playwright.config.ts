import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers inherit the environment, so every process agrees on one port and one data folder.
process.env.STOREFRONT_E2E_PORT ??= '4317';
process.env.STOREFRONT_E2E_DATA_DIR ??= join(tmpdir(), `storefront-e2e-${randomUUID()}`);
// The restore-link key, so a test can write the link a marketing email would carry.
process.env.STOREFRONT_E2E_RESTORE_SECRET ??= randomBytes(32).toString('hex');
// The operator API's token, so a test can move a return (or an order) as the merchant's tools do.
process.env.STOREFRONT_E2E_OPERATOR_TOKEN ??= randomBytes(32).toString('hex');
const port = Number(process.env.STOREFRONT_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium: no browser is ever downloaded. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: process.env.CI === 'true',
  retries: 0,
  workers: 2,
  reporter: [['list']],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL,
    // No trace while the tests run: recording one for every test, to keep only the failures', cost a
    // fifth of the browser tests' CPU time (decision 0022). A failure keeps a screenshot; rerun it with
    // `--trace retain-on-failure` for its trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    // One browser context and one tab per worker, each test starting in it as a new guest
    // (e2e/support/test.ts, decision 1460).
    launchOptions: chromium,
  },
  projects: [{ name: 'desktop-chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    // The one-process host (packages/server) serves these pages and /api, as `npm start` does.
    command: 'node ../server/dist/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: true,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.STOREFRONT_E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Low enough for e2e/cart.spec.ts to reach the coupon limit on one cart (decision 0910); every
      // other limit keeps its default, which the whole suite, from one address, stays far below.
      RATE_LIMIT_COUPON_PER_CART: '3/10m',
      CART_RESTORE_SECRET: process.env.STOREFRONT_E2E_RESTORE_SECRET,
      OPERATOR_TOKEN: process.env.STOREFRONT_E2E_OPERATOR_TOKEN,
    },
  },
});
