import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatLocale, type Locale } from '@storefront/core/locale';
import { useShellActions } from '../../shell';

/**
 * Confirms a change of locale with a toast once the page shows in the new one, so the message is
 * in the new language and names the store (and currency) the shopper is now in.
 */
export function LocaleChangeNotice({ locale }: { readonly locale: Locale }) {
  const { t } = useTranslation();
  const { toast } = useShellActions();
  const tag = formatLocale(locale);
  const shownFor = useRef(tag);
  useEffect(() => {
    if (shownFor.current === tag) return;
    shownFor.current = tag;
    toast(t('language.changed', { region: t(`regions.${locale.region}`), language: t(`language.names.${locale.language}`) }), 'success');
  }, [tag, locale.region, locale.language, t, toast]);
  return null;
}
