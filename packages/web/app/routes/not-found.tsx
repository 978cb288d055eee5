import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundContent } from '../components/ui/error-pages';
import { localeFromRequest } from '../lib/locale';

export function loader({ request }: Route.LoaderArgs) {
  return data({ locale: localeFromRequest(request).locale }, { status: 404 });
}

export function meta() {
  return [{ title: '404' }, { name: 'robots', content: 'noindex' }];
}

/** Any address the storefront does not know. */
export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent locale={loaderData.locale} />;
}
