import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n';

describe('i18n', () => {
  it('translates into the requested language with placeholders filled', () => {
    expect(i18nFor('en').t('meta.title', { region: 'KSA' })).toBe("L'azurde | Fine jewellery in KSA");
    expect(i18nFor('ar').t('notFound.heading')).toBe('خطأ 404');
  });

  it('shows the key itself when a translation is missing', () => {
    expect(i18nFor('ar').t('no.such.key')).toBe('no.such.key');
  });

  it('keeps one instance per language so requests never switch each other', () => {
    expect(i18nFor('en')).toBe(i18nFor('en'));
    expect(i18nFor('en').language).toBe('en');
    expect(i18nFor('ar').language).toBe('ar');
  });
});
