import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { formatLocale, localeOptionsFor, sameLocale, type Brand, type Locale } from '@storefront/core/locale';
import { usePageInLocale } from '../../language';
import { PRODUCT_SKU_PARAM } from '../../../lib/seo';
import type { FooterData } from '../footer-data';
import { contentHref } from '../../../lib/content-href';
import { FooterColumns } from './footer-columns';
import { FooterLink } from './footer-link';

/** Spec section 9: a footer link's loading indicator shows for up to 5 s. */
export const FOOTER_LOADING_MS = 5000;

export interface SiteFooterProps {
  readonly footer: FooterData;
  readonly brand: Brand;
  readonly locale: Locale;
  /** Guests are invited to sign up; customers are not. */
  readonly signedIn: boolean;
}

/** Whether a click on a link opens a page of the store in this tab (and so is worth a loading indicator). */
function opensInPlace(event: MouseEvent<HTMLElement>): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element).closest('a');
  if (!link || link.target === '_blank' || link.hasAttribute('download')) return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname + url.search !== window.location.pathname + window.location.search;
}

/**
 * The site footer of spec section 2: title, subtitle and a sign-up link for guests, navigation
 * columns (accordions on small screens), social links, popular categories, the language and
 * region choices (KSA only on waves pages), payment methods and the copyright line.
 */
export function SiteFooter({ footer, brand, locale, signedIn }: SiteFooterProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const pageIn = usePageInLocale();
  const tag = formatLocale(locale);
  const content = footer.content;
  const productPage = new URLSearchParams(location.search).has(PRODUCT_SKU_PARAM);
  // The indicator belongs to the page it was started on: once the next page arrives it is gone.
  const [loadingOn, setLoadingOn] = useState<string | null>(null);
  const loading = loadingOn === location.key;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!opensInPlace(event)) return;
    setLoadingOn(location.key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoadingOn(null), FOOTER_LOADING_MS);
  };

  const brandName = t(`brands.${brand}.name`);
  return (
    <footer className={`site-footer${productPage ? ' site-footer--product' : ''}`} onClickCapture={onClick}>
      {content && (
        <div className="site-footer__intro">
          <h2 className="site-footer__title">{content.title}</h2>
          <p className="site-footer__subtitle">{content.subtitle}</p>
          {!signedIn && (
            <Link className="button site-footer__sign-up" to={`/${tag}/sign-up`}>
              {t('footer.signUp')}
            </Link>
          )}
        </div>
      )}
      {content && content.navigation.length > 0 && <FooterColumns columns={content.navigation} localeTag={tag} label={t('footer.label')} />}
      <div className="site-footer__sections">
        {content && content.extendedNavigation.length > 0 && (
          <section className="site-footer__section" aria-labelledby="footer-popular">
            <h2 id="footer-popular" className="site-footer__heading">
              {t('footer.popularCategories')}
            </h2>
            <ul className="site-footer__inline-list">
              {content.extendedNavigation.map((item) => (
                <li key={`${item.title}-${item.url}`}>
                  <FooterLink item={item} localeTag={tag} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {content && content.socialLinks.length > 0 && (
          <section className="site-footer__section" aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__heading">
              {content.socialSectionTitle || t('footer.social')}
            </h2>
            <ul className="site-footer__icons">
              {content.socialLinks.map((link) => {
                const href = contentHref(tag, link.url);
                const image = <img src={link.imageUrl} alt="" width="24" height="24" loading="lazy" />;
                return (
                  <li key={link.imageUrl}>
                    {href ? (
                      <a href={href} aria-label={link.label ?? href} target="_blank" rel="noopener noreferrer">
                        {image}
                      </a>
                    ) : (
                      image
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <section className="site-footer__section" aria-labelledby="footer-locale">
          <h2 id="footer-locale" className="site-footer__heading">
            {t('footer.languageRegion')}
          </h2>
          <ul className="site-footer__locales">
            {localeOptionsFor(brand, locale).map((option) => {
              const current = sameLocale(option.locale, locale);
              return (
                <li key={option.value}>
                  <Link
                    to={pageIn(option.locale)}
                    hrefLang={option.value}
                    aria-current={current ? 'true' : undefined}
                  >
                    {t('language.option', { region: option.regionLabel, language: t(`language.names.${option.locale.language}`) })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
        {content && content.paymentIcons.length > 0 && (
          <section className="site-footer__section" aria-labelledby="footer-payments">
            <h2 id="footer-payments" className="site-footer__heading">
              {t('footer.payments')}
            </h2>
            <ul className="site-footer__icons site-footer__icons--payments">
              {content.paymentIcons.map((icon) => (
                <li key={icon.imageUrl}>
                  <img src={icon.imageUrl} alt={icon.label ?? ''} width="48" height="32" loading="lazy" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__legal">
        <span>{t('footer.pricesNote')}</span> <span>{t('footer.copyright', { year: footer.year, brand: brandName })}</span>
      </p>
      {/* Always in the page, so screen readers hear it when it fills. */}
      <div className="site-footer__status" role="status" aria-live="polite">
        {loading && (
          <span className="site-footer__loading">
            <span className="spinner" aria-hidden="true" />
            {t('footer.loading')}
          </span>
        )}
      </div>
    </footer>
  );
}
