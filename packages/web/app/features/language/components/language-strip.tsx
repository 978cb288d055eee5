import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatLocale, localeOptionsFor, parseLocaleSegment, type Brand, type Locale } from '@storefront/core/locale';
import { CloseIcon } from '../../../components/ui/icons';
import { SHELL_STORAGE, setStoredFlag, useStoredFlag } from '../../shell';
import { useSwitchLocale } from '../use-switch-locale';
import { useLocaleLabel } from './locale-label';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

function rememberDismissal(): void {
  setStoredFlag('local', SHELL_STORAGE.languageStripDismissed);
  document.cookie = `${SHELL_STORAGE.languageStripCookie}=1; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}

interface LanguageStripProps {
  readonly brand: Brand;
  readonly locale: Locale;
  /** The server saw the dismissal cookie: the strip is not rendered at all, so nothing moves. */
  readonly dismissed: boolean;
}

/**
 * The strip at the top of the page (spec section 2): a title, a language and region selector and
 * Continue. The choice waits for Continue; closing the strip, or continuing, hides it for good.
 */
export function LanguageStrip({ brand, locale, dismissed }: LanguageStripProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = useLocaleLabel();
  const switchLocale = useSwitchLocale();
  const stored = useStoredFlag('local', SHELL_STORAGE.languageStripDismissed);
  const tag = formatLocale(locale);
  // The choice waits for Continue; a new page locale starts the selector afresh.
  const [choice, setChoice] = useState({ value: tag, for: tag });
  const selected = choice.for === tag ? choice.value : tag;
  const options = localeOptionsFor(brand, locale);

  useEffect(() => {
    // Local storage is the record; put the cookie back if it went, so the next page renders without the strip.
    if (stored && !dismissed) rememberDismissal();
  }, [stored, dismissed]);

  if (stored || dismissed) return null;
  return (
    <section className="language-strip" aria-labelledby={`${id}-title`}>
      <form
        className="language-strip__form"
        onSubmit={(event) => {
          event.preventDefault();
          const target = parseLocaleSegment(selected);
          rememberDismissal();
          if (target) void switchLocale(target);
        }}
      >
        <p className="language-strip__title" id={`${id}-title`}>
          {t('languageStrip.title')}
        </p>
        <label className="visually-hidden" htmlFor={`${id}-select`}>
          {t('languageStrip.select')}
        </label>
        <select id={`${id}-select`} className="select" value={selected} onChange={(event) => setChoice({ value: event.target.value, for: tag })}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {label(option)}
            </option>
          ))}
        </select>
        <button type="submit" className="button">
          {t('languageStrip.continue')}
        </button>
      </form>
      <button type="button" className="icon-button language-strip__close" onClick={rememberDismissal} aria-label={t('languageStrip.close')}>
        <CloseIcon />
      </button>
    </section>
  );
}
