import type { HeaderContent, NavigationItem } from '@storefront/core/content';
import { formatLocale, type Locale } from '@storefront/core/locale';
import { contentHref } from '../../lib/content-href';
import { promoBarData, type PromoBarData } from './promo-bar-view';

export interface NavLink {
  readonly title: string;
  readonly href: string;
  readonly newTab: boolean;
  readonly children: readonly NavLink[];
}

/** A signed-in customer as the header greets them; absent for guests. */
export interface HeaderCustomer {
  readonly firstName: string;
}

/** What the header renders, prepared by the layout's loader. */
export interface HeaderData {
  readonly navigation: readonly NavLink[];
  readonly promoBar?: PromoBarData;
  /** Whether the flash countdown was still running when the server rendered the page. */
  readonly flashRunning: boolean;
}

function navLink(item: NavigationItem, locale: Locale): NavLink {
  return {
    title: item.title,
    // An entry that only opens its sub-menu (`#`) still needs somewhere to go: the locale's home.
    href: contentHref(formatLocale(locale), item.url) ?? `/${formatLocale(locale)}`,
    newTab: item.openInNewTab,
    children: item.children.map((child) => navLink(child, locale)),
  };
}

/** The header content in the shopper's locale; without content the header still works, with no navigation or promo bar. */
export function headerData(content: HeaderContent | undefined, locale: Locale, now: Date): HeaderData {
  if (!content) return { navigation: [], flashRunning: false };
  const promoBar = content.promoBar ? promoBarData(content.promoBar, locale) : undefined;
  return {
    navigation: content.navigation.map((item) => navLink(item, locale)),
    ...(promoBar ? { promoBar } : {}),
    flashRunning: promoBar?.flashEndsAt !== undefined && new Date(promoBar.flashEndsAt).getTime() > now.getTime(),
  };
}
