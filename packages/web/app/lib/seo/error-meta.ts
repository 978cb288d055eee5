import { isRouteErrorResponse } from 'react-router';
import { BRAND_PROFILES, BRANDS, DEFAULT_LOCALE, parseLocaleSegment, type Brand } from '@storefront/core';
import { i18nFor } from '../i18n';

/** The code and parameters a loader throws for an error page (`throw data({ code, params }, { status })`). */
function codeOf(error: unknown): { readonly code: string; readonly params: Readonly<Record<string, unknown>> } | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const payload: unknown = error.data;
  if (typeof payload !== 'object' || payload === null || !('code' in payload) || typeof payload.code !== 'string') return undefined;
  const params = 'params' in payload && typeof payload.params === 'object' && payload.params !== null ? (payload.params as Record<string, unknown>) : {};
  return { code: payload.code, params };
}

/**
 * The tab title of the page a route's error boundary shows, in the address's locale, for a route
 * whose loader threw: what the page says (a brand sold elsewhere, a page not found, something
 * gone wrong), never a bare status code. Error pages are not for search engines.
 */
export function errorPageMeta(error: unknown, localeSegment: string | undefined): { title?: string; name?: string; content?: string }[] {
  const locale = parseLocaleSegment(localeSegment) ?? DEFAULT_LOCALE;
  const { t } = i18nFor(locale);
  const thrown = codeOf(error);
  let title: string;
  if (thrown?.code === 'BRAND_NOT_IN_REGION') {
    const named = BRANDS.find((candidate) => candidate === thrown.params.brand);
    const brand: Brand = named ?? 'waves';
    const sellingRegion = BRAND_PROFILES[brand].regions[0] ?? 'sa';
    title = t('brandNotInRegion.heading', { brand: t(`brands.${brand}.name`), regions: t(`regions.${sellingRegion}`) });
  } else if (isRouteErrorResponse(error) && error.status === 404) {
    title = t('notFound.metaTitle');
  } else {
    title = t('errors.heading');
  }
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
