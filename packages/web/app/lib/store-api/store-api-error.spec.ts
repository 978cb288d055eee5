import { describe, expect, it } from 'vitest';
import { i18nFor, tOf } from '../i18n';
import { CartApiError, cartErrorMessage } from './store-api-error';

describe('cart error messages', () => {
  it('shows the quantityExceeds toast with what is left, in both languages', () => {
    const error = new CartApiError('QUANTITY_EXCEEDS', 409, { availableToSell: 2, requested: 5 });
    expect(cartErrorMessage(tOf(i18nFor('en')), error)).toBe('Sorry, only 2 available. Please lower the quantity.');
    expect(cartErrorMessage(tOf(i18nFor('ar')), error)).toBe('عذراً، الكمية المتوفرة 2 فقط. يرجى تقليل الكمية.');
  });

  it('says the piece is sold out when nothing is left', () => {
    const error = new CartApiError('QUANTITY_EXCEEDS', 409, { availableToSell: 0, requested: 1 });
    expect(cartErrorMessage(tOf(i18nFor('en')), error)).toBe('Sorry, this piece is no longer in stock.');
  });

  it('fills limits into their messages', () => {
    expect(cartErrorMessage(tOf(i18nFor('en')), new CartApiError('CART_LINE_LIMIT', 409, { limit: 20 }))).toBe(
      'Your shopping bag can hold at most 20 different pieces.',
    );
  });

  it('never shows a raw code: unknown codes and network failures have words', () => {
    expect(cartErrorMessage(tOf(i18nFor('en')), new CartApiError('SOMETHING_NEW', 400))).toBe('Your shopping bag could not be updated. Please try again.');
    expect(cartErrorMessage(tOf(i18nFor('ar')), new TypeError('Failed to fetch'))).toBe('المتجر غير متاح مؤقتاً. يرجى المحاولة مرة أخرى بعد قليل.');
  });
});

describe('too many tries (decision 0910)', () => {
  it('says so in both languages, in the coupon form and the add-to-bag toast alike', () => {
    const error = new CartApiError('RATE_LIMITED', 429, { limit: 'coupon-attempt', retryAfterSeconds: 540 });
    expect(cartErrorMessage(tOf(i18nFor('en')), error)).toBe('Too many tries in a short time. Please wait a few minutes and try again.');
    expect(cartErrorMessage(tOf(i18nFor('ar')), error)).toBe('محاولات كثيرة خلال وقت قصير. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.');
  });
});

describe('coupon refusals', () => {
  it('names the minimum spend in the page currency', () => {
    const error = new CartApiError('COUPON_MINIMUM_NOT_MET', 400, { code: 'GOLD50', minimumSpend: { amountMinor: 50_000, currency: 'SAR' } });
    expect(cartErrorMessage(tOf(i18nFor('en')), error, () => 'SAR 500')).toBe('This code needs an order of at least SAR 500.');
    expect(cartErrorMessage(tOf(i18nFor('en')), error)).toBe('This code needs an order of at least 500 SAR.');
  });
});
