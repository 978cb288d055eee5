import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { checkoutSettingsOf, paymentSecrets, sandboxPaymentsUrl, sellerSettingsOf } from './checkout-use-cases.js';

const folders: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-checkout-config-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env })._unsafeUnwrap();

describe('payment secrets', () => {
  it('generates each provider’s webhook secret and the sandbox key once, and keeps them across restarts', () => {
    const config = configOf({});
    const first = paymentSecrets(config);
    expect(new Set(Object.values(first.webhookSecrets)).size).toBe(4);
    for (const secret of [first.sandboxKey, ...Object.values(first.webhookSecrets)]) expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(paymentSecrets(config)).toEqual(first);
  });

  it('takes a configured secret as given, and refuses one too short to sign with', () => {
    expect(paymentSecrets(configOf({ PAYMENT_WEBHOOK_SECRET_TABBY: 'tabby-secret-of-the-merchant' })).webhookSecrets.tabby).toBe('tabby-secret-of-the-merchant');
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET_CARD: 'short' })._unsafeUnwrapErr().problems[0]).toMatch(/^PAYMENT_WEBHOOK_SECRET_CARD: must be at least 16 characters/);
  });
});

describe('checkout settings', () => {
  it('uses the defaults without a file, with the providers’ secrets', () => {
    const config = configOf({});
    const settings = checkoutSettingsOf(config, paymentSecrets(config));
    expect(settings.regions.sa.cardBrands).toContain('mada');
    expect(settings.regions.ae.cardBrands).not.toContain('mada');
    expect(settings.webhookSecrets.card).toBe(paymentSecrets(config).webhookSecrets.card);
  });

  it('reads the merchant’s file, and names the field of a bad one', () => {
    const dir = dataDir();
    const file = join(dir, 'checkout.json');
    writeFileSync(file, JSON.stringify({ attemptMinutes: 20 }));
    const config = configOf({ CHECKOUT_SETTINGS_FILE: file });
    expect(checkoutSettingsOf(config, paymentSecrets(config)).attemptMinutes).toBe(20);
    writeFileSync(file, JSON.stringify({ attemptMinutes: -1 }));
    expect(() => checkoutSettingsOf(config, paymentSecrets(config))).toThrow(/CHECKOUT_SETTINGS_FILE: attemptMinutes/);
    writeFileSync(file, '{ not json');
    expect(() => checkoutSettingsOf(config, paymentSecrets(config))).toThrow(/CHECKOUT_SETTINGS_FILE: .* cannot be read as JSON/);
  });

  it('names the demo seller unless a file names another, and calls the host’s own sandbox by default', () => {
    const config = configOf({ PORT: '4100' });
    expect(sellerSettingsOf(config).sa.vatNumber).toMatch(/^3\d{13}3$/);
    expect(sandboxPaymentsUrl(config)).toBe('http://127.0.0.1:4100/sandbox-payments');
    expect(sandboxPaymentsUrl(configOf({ SANDBOX_PAYMENTS_URL: 'https://pay.example/sandbox' }))).toBe('https://pay.example/sandbox');
  });
});
