import { redirect } from 'react-router';
import { formatLocale } from '@storefront/core/locale';
import type { Route } from './+types/locale-redirect';
import { localeFromRequest } from '../lib/locale';

/** `/` goes to the shopper's saved locale, else the default; nothing is guessed from the browser. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/${formatLocale(localeFromRequest(request).locale)}`, 302);
}
