import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLocale } from '@storefront/core';
import type { Route } from './+types/not-found';
import { localeFromRequest } from '../lib/locale';

export function loader({ request }: Route.LoaderArgs) {
  return data({ home: `/${formatLocale(localeFromRequest(request).locale)}` }, { status: 404 });
}

export function meta() {
  return [{ title: '404' }, { name: 'robots', content: 'noindex' }];
}

/** Any address the storefront does not know. */
export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="page error-page">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p>{t('notFound.backOnTrack')}</p>
      <Link to={loaderData.home}>{t('notFound.home')}</Link>
    </main>
  );
}
