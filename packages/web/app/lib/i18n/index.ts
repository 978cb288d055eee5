export { bundleFilesOf, i18nFor, loadI18n, tOf, type Bundle, type TFunction, type TranslateOptions, type TranslationTarget, type Translator } from './bundles';
export { TranslationProvider, useTranslation, type Translation } from './react';
