import i18next, { type i18n } from 'i18next';
import type { Language } from '@storefront/core';
import ar from '../locales/ar/common.json';
import en from '../locales/en/common.json';

export const resources = { en: { common: en }, ar: { common: ar } } as const;

const instances = new Map<Language, i18n>();

/**
 * One i18next instance per language, shared by every request: the resources never change at run time,
 * and no request switches another's language. A missing key shows the key itself.
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
