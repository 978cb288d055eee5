import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatLocale, localeOptionsFor, sameLocale, type Brand, type Locale } from '@storefront/core/locale';
import { usePageInLocale } from '../use-page-in-locale';
import { useSwitchLocale } from '../use-switch-locale';

/**
 * The language and region choices of the language drawer: one link per locale the brand sells in
 * (KSA only on waves pages), each leading to the same page in that locale. Choosing one applies it.
 */
export function LocaleChoices({ brand, current }: { readonly brand: Brand; readonly current: Locale }) {
  const { t } = useTranslation();
  const pageIn = usePageInLocale();
  const switchLocale = useSwitchLocale();
  const options = localeOptionsFor(brand, current);
  return (
    <ul className="locale-choices">
      {options.map((option) => {
        const chosen = sameLocale(option.locale, current);
        return (
          <li key={option.value}>
            <Link
              className="locale-choices__choice"
              to={pageIn(option.locale)}
              hrefLang={formatLocale(option.locale)}
              aria-current={chosen ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                void switchLocale(option.locale);
              }}
            >
              <span>{option.regionLabel}</span>{' '}
              <span lang={option.locale.language}>{t(`language.endonyms.${option.locale.language}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
