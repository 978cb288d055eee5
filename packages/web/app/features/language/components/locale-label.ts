import { useTranslation } from '../../../lib/i18n';
import type { Locale } from '@storefront/core/locale';

/** The label of a locale in a selector: "KSA – English", "السعودية – العربية". */
export function useLocaleLabel(): (option: { readonly regionLabel: string; readonly locale: Locale }) => string {
  const { t } = useTranslation();
  return (option) => t('language.option', { region: option.regionLabel, language: t(`language.endonyms.${option.locale.language}`) });
}
