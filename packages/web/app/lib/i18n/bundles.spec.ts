import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUNDLE_NAMES, bundleFilesOf, i18nFor, loadI18n, tOf } from './bundles';

describe('translation bundles', () => {
  it('translates into the requested language with placeholders filled', () => {
    expect(i18nFor('en').t('meta.title', { region: 'KSA' })).toBe("L'azurde | Fine jewellery in KSA");
    expect(i18nFor('ar').t('notFound.heading')).toBe('خطأ 404');
  });

  it('shows the key itself when a translation is missing', () => {
    expect(i18nFor('ar').t('no.such.key')).toBe('no.such.key');
    expect(i18nFor({ language: 'ar', region: 'eg' }).t('no.such.key')).toBe('no.such.key');
  });

  it('reads a locale’s own bundle first, then its language’s', () => {
    const enSa = i18nFor({ language: 'en', region: 'sa' });
    const arEg = i18nFor({ language: 'ar', region: 'eg' });

    expect(enSa.t('footer.pricesNote')).toContain('SAR');
    expect(enSa.t('notFound.heading')).toBe('Error 404');
    expect(arEg.t('footer.pricesNote')).toContain('الجنيه المصري');
    expect(arEg.t('notFound.heading')).toBe('خطأ 404');
    expect(i18nFor('en').t('footer.pricesNote')).toBe('Prices include VAT.');
  });

  it('keeps one translator per locale so requests never switch each other', () => {
    expect(i18nFor('en')).toBe(i18nFor('en'));
    expect(i18nFor({ language: 'en', region: 'ae' })).toBe(i18nFor({ language: 'en', region: 'ae' }));
    expect(i18nFor('en').language).toBe('en');
    expect(i18nFor('ar').language).toBe('ar');
    expect(i18nFor({ language: 'ar', region: 'ae' }).language).toBe('ar-ae');
  });

  it('has the common namespace for the two languages and the six locales, the account, checkout, reviews, returns and help namespaces for the two languages, and the help texts that differ in the UAE', async () => {
    expect(BUNDLE_NAMES).toEqual([
      'ar-ae/common',
      'ar-ae/help',
      'ar-eg/common',
      'ar-sa/common',
      'ar/account',
      'ar/checkout',
      'ar/common',
      'ar/help',
      'ar/returns',
      'ar/reviews',
      'en-ae/common',
      'en-ae/help',
      'en-eg/common',
      'en-sa/common',
      'en/account',
      'en/checkout',
      'en/common',
      'en/help',
      'en/returns',
      'en/reviews',
    ]);
    const ready = await loadI18n({ language: 'en', region: 'eg' }, ['account']);
    expect(ready.t('footer.pricesNote')).toContain('EGP');
    const emirates = await loadI18n({ language: 'en', region: 'ae' }, ['help']);
    expect(emirates.t('storeLocator.intro')).toContain('across the Emirates');
    expect(i18nFor('en').t('storeLocator.intro')).not.toContain('Emirates');
  });

  it('finds a refusal by its key alone in the namespace of the pages it is shown on', () => {
    const t = tOf(i18nFor({ language: 'ar', region: 'sa' }));
    expect(t('errors.INVALID_CREDENTIALS')).toBe(i18nFor('ar').t('errors.INVALID_CREDENTIALS'));
    expect(t('errors.INVALID_CREDENTIALS')).not.toBe('errors.INVALID_CREDENTIALS');
    expect(tOf(i18nFor('en'))('errors.RETURN_WINDOW_CLOSED')).not.toBe('errors.RETURN_WINDOW_CLOSED');
    expect(tOf(i18nFor('en'))('errors.SOLD_OUT')).not.toBe('errors.SOLD_OUT');
  });

  it('finds a text of the account namespace by its key alone, in the locale’s language', () => {
    expect(i18nFor({ language: 'ar', region: 'sa' }).t('auth.signUpHeading')).toBe(i18nFor('ar').t('auth.signUpHeading'));
    expect(i18nFor('en').t('auth.signUpHeading')).toBe('Create an account');
    expect(i18nFor('en').t('account.title')).toBe('My account');
  });

  it('fills placeholders with the values as given, without HTML escaping (React escapes)', () => {
    const t = tOf(i18nFor('en'));
    expect(t('wishlist.added', { name: '<b>Sara & Noor</b>' })).toBe('<b>Sara & Noor</b> is in your wish list.');
  });

  it('inserts any value exactly once: never re-reads placeholders or replacement patterns inside it', () => {
    const t = tOf(i18nFor({ language: 'en', region: 'sa' }));
    const tricky = fc.string({ unit: fc.constantFrom('{{', '}}', 'name', 'count', ' ', '$&', "$'", '$1', '$t(', '<b>', '&amp;', 'ع') });
    fc.assert(
      fc.property(fc.oneof(fc.string(), tricky), (name) => {
        expect(t('wishlist.added', { name })).toBe(`${name} is in your wish list.`);
      }),
    );
    expect(t('wishlist.added', { name: "{{count}} $& $' $1" })).toBe("{{count}} $& $' $1 is in your wish list.");
  });

  it('shows the default value, filled in, when no bundle has the key', () => {
    const arSa = tOf(i18nFor({ language: 'ar', region: 'sa' }));
    expect(arSa('errors.SOMETHING_NEW', { defaultValue: 'تعذّر تحديث الحقيبة' })).toBe('تعذّر تحديث الحقيبة');
    expect(tOf(i18nFor('en'))('errors.LIMIT', { limit: 20, defaultValue: 'At most {{limit}}' })).toBe('At most 20');
    expect(arSa('cart.heading', { defaultValue: 'unused' })).toBe('حقيبة التسوق');
  });

  it('reads a key with a colon as a key, never as a namespace', () => {
    expect(tOf(i18nFor('en'))('cart:heading')).toBe('cart:heading');
  });

  it('answers the locale tag as its language and the direction of its language', () => {
    expect(i18nFor({ language: 'ar', region: 'sa' }).language).toBe('ar-sa');
    expect(i18nFor({ language: 'ar', region: 'sa' }).dir()).toBe('rtl');
    expect(i18nFor('ar').dir()).toBe('rtl');
    expect(i18nFor({ language: 'en', region: 'eg' }).dir()).toBe('ltr');
  });

  it('reads the locale’s bundle, then its language’s, and no other language', () => {
    expect(i18nFor({ language: 'ar', region: 'eg' }).languages).toEqual(['ar-eg', 'ar']);
    expect(i18nFor('en').languages).toEqual(['en']);
    // Only the browser build has chunk files; the server names none in tests.
    expect(bundleFilesOf(i18nFor('en'))).toEqual([]);
    expect(bundleFilesOf(i18nFor('en'), ['account'])).toEqual([]);
  });
});
