import { describe, expect, it } from 'vitest';
import { defaultCheckoutSettings, parseCheckoutSettings } from './checkout-settings.js';

describe('checkout settings', () => {
  it('gives every region its defaults when nothing is configured: mada in KSA only, cash on delivery up to a maximum, 30-minute attempts', () => {
    const settings = defaultCheckoutSettings();

    expect(settings.regions.sa.cardBrands).toEqual(['mada', 'visa', 'mastercard']);
    expect(settings.regions.ae.cardBrands).not.toContain('mada');
    expect(settings.regions.eg.cashOnDelivery).toEqual({ enabled: true, feeMinor: 30_00, maxOrderMinor: 30_000_00 });
    expect(settings.regions.sa.shipping.standard).toMatchObject({ enabled: true, feeMinor: 25_00, freeAboveMinor: 500_00 });
    expect(settings.regions.sa.shipping.express.freeAboveMinor).toBeUndefined();
    expect(settings.regions.eg.bnpl.tabby.enabled).toBe(false);
    expect(settings).toMatchObject({ attemptMinutes: 30, bnplSessionMinutes: 60, webhookToleranceSeconds: 300, webhookSecrets: {} });
  });

  it('takes only what a merchant writes and keeps the defaults around it', () => {
    const parsed = parseCheckoutSettings({ regions: { eg: { cashOnDelivery: { feeMinor: 0 } } }, webhookSecrets: { tabby: 'a-secret-of-enough-length' } });

    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.settings.regions.eg.cashOnDelivery).toEqual({ enabled: true, feeMinor: 0, maxOrderMinor: 30_000_00 });
    expect(parsed.settings.regions.eg.shipping.standard.feeMinor).toBe(100_00);
    expect(parsed.settings.webhookSecrets.tabby).toBe('a-secret-of-enough-length');
    expect(parseCheckoutSettings(undefined).ok).toBe(true);
  });

  it('refuses a configuration that cannot be meant, naming where', () => {
    const parsed = parseCheckoutSettings({
      regions: { ae: { cardBrands: ['mada'], bnpl: { tamara: { minMinor: 10_000_00, maxMinor: 1_00 } } }, sa: { cashOnDelivery: { feeMinor: 1.5 } } },
      webhookToleranceSeconds: 0,
      webhookSecrets: { card: 'short' },
    });

    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues.map((issue) => issue.path).sort()).toEqual([
      'regions.ae.bnpl.tamara.minMinor',
      'regions.ae.cardBrands',
      'regions.sa.cashOnDelivery.feeMinor',
      'webhookSecrets.card',
      'webhookToleranceSeconds',
    ]);
  });
});
