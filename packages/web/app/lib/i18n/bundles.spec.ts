import { describe, expect, it } from 'vitest';
import { BUNDLE_NAMES, i18nFor, loadI18n } from './bundles';

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

  it('has the common namespace for the two languages and the six locales', async () => {
    expect(BUNDLE_NAMES).toEqual(['ar', 'ar-ae', 'ar-eg', 'ar-sa', 'en', 'en-ae', 'en-eg', 'en-sa']);
    const ready = await loadI18n({ language: 'en', region: 'eg' });
    expect(ready.t('footer.pricesNote')).toContain('EGP');
  });
});
