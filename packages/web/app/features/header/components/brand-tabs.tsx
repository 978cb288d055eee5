import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { BRANDS, brandHomeUrl, brandSellsIn, type Brand, type Locale } from '@storefront/core/locale';
import { SHELL } from '../../shell';

/**
 * The brand tabs: the two of spec section 2 (the main brand at `/`, the second brand at `/miss-l`)
 * and Waves (`/waves`) where the region sells it, so a wide screen in KSA reaches Waves as a
 * phone's brand sidebar does.
 */
export function brandTabsIn(locale: Locale): readonly Brand[] {
  return BRANDS.filter((brand) => brandSellsIn(brand, locale.region));
}

/**
 * The brand switcher. Choices are debounced (spec section 4): quick clicks settle on the last
 * one, which is marked at once and followed 500 ms later. Without JavaScript the tabs are links.
 */
export function BrandTabs({ brand, locale }: { readonly brand: Brand; readonly locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The tab chosen on this brand's pages; arriving on another brand's page forgets it.
  const [chosen, setChosen] = useState<{ readonly tab: Brand; readonly from: Brand } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const current = chosen?.from === brand ? chosen.tab : brand;
  return (
    <nav className="brand-tabs" aria-label={t('header.brands')}>
      {brandTabsIn(locale).map((tab) => {
        const href = brandHomeUrl(tab, locale);
        return (
          <Link
            key={tab}
            className="brand-tabs__tab"
            to={href}
            aria-current={tab === current ? 'page' : undefined}
            onClick={(event) => {
              // A new tab or window opens at once, as links do.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
              event.preventDefault();
              setChosen({ tab, from: brand });
              window.clearTimeout(timer.current);
              timer.current = window.setTimeout(() => void navigate(href), SHELL.brandTabDebounceMs);
            }}
          >
            {t(`brands.${tab}.name`)}
          </Link>
        );
      })}
    </nav>
  );
}
