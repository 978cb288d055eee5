import { BRAND_PROFILES, type Brand } from '@storefront/core/locale';

/** The results page of a brand: `/en-sa/search`, `/en-sa/miss-l/search`, `/en-sa/waves/search`. */
export function searchPath(localeTag: string, brand: Brand): string {
  return `/${localeTag}${BRAND_PROFILES[brand].homePath}/search`;
}

export function searchHref(localeTag: string, brand: Brand, text: string): string {
  return `${searchPath(localeTag, brand)}?q=${encodeURIComponent(text.trim())}`;
}
