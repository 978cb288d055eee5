import { isRouteErrorResponse } from 'react-router';
import { DEFAULT_LOCALE, parseLocaleSegment } from '@storefront/core/locale';
import { brandNotInRegionHeading, brandNotSoldHere, errorPayloadOf } from '../error-payload';
import { i18nFor, tOf } from '../i18n';

/**
 * The tab title of the page a route's error boundary shows, in the address's locale, for a route
 * whose loader threw: what the page says (a brand sold elsewhere, a page not found, something
 * gone wrong), never a bare status code. Error pages are not for search engines.
 */
export function errorPageMeta(error: unknown, localeSegment: string | undefined): { title?: string; name?: string; content?: string }[] {
  const locale = parseLocaleSegment(localeSegment) ?? DEFAULT_LOCALE;
  const t = tOf(i18nFor(locale));
  const payload = errorPayloadOf(error);
  let title: string;
  if (payload?.code === 'BRAND_NOT_IN_REGION') title = brandNotInRegionHeading(t, brandNotSoldHere(payload));
  else if (isRouteErrorResponse(error) && error.status === 404) title = t('notFound.metaTitle');
  else title = t('errors.heading');
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
