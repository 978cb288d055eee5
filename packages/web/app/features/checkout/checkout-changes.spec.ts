import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n';
import { loadI18n, tOf } from '../../lib/i18n/bundles';
import { changesOf, describeChange } from './checkout-changes';

const SAR = (amountMinor: number) => ({ amountMinor, currency: 'SAR' });
const money = (amount: { amountMinor: number }) => `SAR ${amount.amountMinor / 100}`;

describe('what changed in the bag, in the shopper’s words', () => {
  it('words every kind of change a CART_CHANGED answer lists, in English and Arabic, and drops what it cannot word', async () => {
    await loadI18n({ language: 'en', region: 'sa' }, ['checkout']);
    await loadI18n({ language: 'ar', region: 'sa' }, ['checkout']);
    const changes = changesOf({
      changes: [
        { kind: 'price-changed', sku: 'R-1', name: 'Ring', from: SAR(300_00), to: SAR(350_00) },
        { kind: 'quantity-unavailable', sku: 'R-1', name: 'Ring', requested: 3, available: 1 },
        { kind: 'quantity-unavailable', sku: 'N-1', name: 'Necklace', requested: 1, available: 0 },
        { kind: 'quantity-changed', sku: 'R-1', name: 'Ring', from: 1, to: 2 },
        { kind: 'line-removed', sku: 'B-1', name: 'Bracelet' },
        { kind: 'line-added', sku: 'E-1', name: 'Earrings' },
        { kind: 'coupon-no-longer-applies', code: 'SPRING' },
        { kind: 'totals-changed', from: { total: SAR(325_00) }, to: { total: SAR(375_00) } },
        { kind: 'something-new' },
      ],
    });
    const en = tOf(i18nFor({ language: 'en', region: 'sa' }));
    expect(changes.map((change) => describeChange(en, change, money))).toEqual([
      'Ring: the price changed from SAR 300 to SAR 350.',
      'Ring: only 1 left.',
      'Necklace: sold out.',
      'Ring: the quantity changed from 1 to 2.',
      'Bracelet is no longer in your bag.',
      'Earrings was added to your bag.',
      'The code SPRING no longer applies.',
      'Your total changed from SAR 325 to SAR 375.',
    ]);
    const ar = tOf(i18nFor({ language: 'ar', region: 'sa' }));
    expect(describeChange(ar, changes[0]!, money)).toBe('Ring: تغيّر السعر من SAR 300 إلى SAR 350.');
    expect(changesOf({})).toEqual([]);
  });
});
