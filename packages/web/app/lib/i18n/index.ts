export { bundleFilesOf, i18nFor, loadI18n, type TranslationTarget } from './bundles';
export { TranslationProvider, useTranslation, type Translation } from './react';
export { Translator, type Bundle, type TFunction, type TranslateOptions } from './translator';
