import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Translator, type Bundle } from './translator';

/** Bundles in the shape of app/locales, small enough to read at a glance. */
const BUNDLES: Readonly<Record<string, Bundle>> = {
  en: {
    cart: {
      heading: 'Shopping bag',
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      greeting: 'Hello {{name}}, {{count}} pieces wait for you',
    },
    footer: { pricesNote: 'Prices include VAT.' },
    reviews: { count: 'Reviews: {{count}}' },
  },
  'en-sa': { footer: { pricesNote: 'Prices in SAR include VAT.' } },
  ar: {
    cart: {
      heading: 'حقيبة التسوق',
      items_zero: 'لا قطع',
      items_one: 'قطعة واحدة',
      items_two: 'قطعتان',
      items_few: '{{count}} قطع',
      items_many: '{{count}} قطعة',
      items_other: '{{count}} قطعةً',
    },
    footer: { pricesNote: 'الأسعار شاملة ضريبة القيمة المضافة.' },
    notFound: { heading: 'خطأ 404' },
  },
  'ar-sa': {
    footer: { pricesNote: 'الأسعار بالريال السعودي.' },
    cart: { items_other: '{{count}} قطعة في السعودية' },
  },
};

const translator = (tag: string) => new Translator(tag, (name) => BUNDLES[name]);

describe('Translator', () => {
  it('reads the locale’s bundle first, then its language’s', () => {
    const arSa = translator('ar-sa');
    expect(arSa.t('footer.pricesNote')).toBe('الأسعار بالريال السعودي.');
    expect(arSa.t('notFound.heading')).toBe('خطأ 404');
    expect(translator('ar').t('footer.pricesNote')).toBe('الأسعار شاملة ضريبة القيمة المضافة.');
    expect(translator('en-ae').t('footer.pricesNote')).toBe('Prices include VAT.');
  });

  it('fills placeholders with the values as given, without HTML escaping', () => {
    const { t } = translator('en');
    expect(t('cart.greeting', { name: '<b>Sara & Noor</b>', count: 3 })).toBe('Hello <b>Sara & Noor</b>, 3 pieces wait for you');
  });

  it('empties a placeholder given as undefined or null, and keeps one that is not given at all', () => {
    const { t } = translator('en');
    expect(t('cart.greeting', { name: undefined, count: 2 })).toBe('Hello , 2 pieces wait for you');
    expect(t('cart.greeting', { name: null, count: 2 })).toBe('Hello , 2 pieces wait for you');
    expect(t('cart.greeting', { count: 2 })).toBe('Hello {{name}}, 2 pieces wait for you');
  });

  it('shows the default value, filled in, when no bundle has the key', () => {
    const arSa = translator('ar-sa');
    expect(arSa.t('errors.SOMETHING_NEW', { defaultValue: 'تعذّر تحديث الحقيبة' })).toBe('تعذّر تحديث الحقيبة');
    expect(translator('en').t('errors.LIMIT', { limit: 20, defaultValue: 'At most {{limit}}' })).toBe('At most 20');
    expect(arSa.t('cart.heading', { defaultValue: 'unused' })).toBe('حقيبة التسوق');
  });

  it('shows the key itself when no bundle has it', () => {
    expect(translator('ar-sa').t('no.such.key')).toBe('no.such.key');
    expect(translator('en').t('cart')).toBe('cart');
    expect(translator('en').t('cart.heading.more')).toBe('cart.heading.more');
    expect(translator('en').t('constructor')).toBe('constructor');
    expect(new Translator('ar-eg', () => undefined).t('cart.heading')).toBe('cart.heading');
  });

  it('chooses the Arabic plural form by Intl.PluralRules', () => {
    const { t } = translator('ar');
    expect(t('cart.items', { count: 0 })).toBe('لا قطع');
    expect(t('cart.items', { count: 1 })).toBe('قطعة واحدة');
    expect(t('cart.items', { count: 2 })).toBe('قطعتان');
    expect(t('cart.items', { count: 3 })).toBe('3 قطع');
    expect(t('cart.items', { count: 10 })).toBe('10 قطع');
    expect(t('cart.items', { count: 11 })).toBe('11 قطعة');
    expect(t('cart.items', { count: 99 })).toBe('99 قطعة');
    expect(t('cart.items', { count: 100 })).toBe('100 قطعةً');
    expect(t('cart.items', { count: 102 })).toBe('102 قطعةً');
  });

  it('chooses the English plural form, with zero as other', () => {
    const { t } = translator('en-sa');
    expect(t('cart.items', { count: 1 })).toBe('1 item');
    expect(t('cart.items', { count: 0 })).toBe('0 items');
    expect(t('cart.items', { count: 5 })).toBe('5 items');
  });

  it('takes a plural form from the locale’s bundle before its language’s, and keeps the other forms of the language', () => {
    const { t } = translator('ar-sa');
    expect(t('cart.items', { count: 100 })).toBe('100 قطعة في السعودية');
    expect(t('cart.items', { count: 2 })).toBe('قطعتان');
  });

  it('falls back to the key without suffix when a text has no plural forms', () => {
    expect(translator('en').t('reviews.count', { count: 1 })).toBe('Reviews: 1');
    expect(translator('en').t('reviews.count', { count: 0 })).toBe('Reviews: 0');
  });

  it('answers the locale as its language and the text direction of the language', () => {
    expect(translator('ar-SA').language).toBe('ar-sa');
    expect(translator('ar-sa').dir()).toBe('rtl');
    expect(translator('ar').dir()).toBe('rtl');
    expect(translator('en-sa').dir()).toBe('ltr');
  });

  it('inserts any value exactly once: never re-reads placeholders or replacement patterns inside it', () => {
    const { t } = translator('en');
    const tricky = fc.string({ unit: fc.constantFrom('{{', '}}', 'count', 'name', ' ', '$&', "$'", '$1', '<b>', '&amp;', 'ع') });
    fc.assert(
      fc.property(fc.oneof(fc.string(), tricky), fc.integer(), (name, count) => {
        expect(t('cart.greeting', { name, count })).toBe(`Hello ${name}, ${String(count)} pieces wait for you`);
      }),
    );
    expect(t('cart.greeting', { name: "{{count}} $& $' $1", count: 4 })).toBe("Hello {{count}} $& $' $1, 4 pieces wait for you");
  });
});
