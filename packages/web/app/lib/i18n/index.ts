export {
  bundleFilesOf,
  i18nFor,
  loadBundlesOf,
  loadI18n,
  NAMESPACES,
  tOf,
  type Bundle,
  type LazyNamespace,
  type Namespace,
  type TFunction,
  type TranslateOptions,
  type TranslationTarget,
  type Translator,
} from './bundles';
export { TranslationProvider, useTranslation, type Translation } from './react';
export { namespacesOf, translationsMiddleware, type TranslationsHandle } from './route-translations';
