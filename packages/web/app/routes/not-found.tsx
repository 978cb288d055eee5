import { data } from 'react-router';
import { assertNever } from '@storefront/core/shared';
import type { Route } from './+types/not-found';
import { NotFoundContent } from '../components/ui/error-pages';
import { i18nFor } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { localeFromRequest } from '../lib/locale';
import { errorPageMeta } from '../lib/seo';

/** Any address the storefront does not know: 404, with the brand cards from the content service. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeFromRequest(request);
  const page = await context.get(storefrontContext).viewNotFoundPage.execute(locale).match((content) => content, assertNever);
  return data(
    { locale, page, title: i18nFor(locale.language).t('notFound.metaTitle') },
    { status: 404 },
  );
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, location.pathname.split('/')[1]);
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundContent locale={loaderData.locale} page={loaderData.page} />;
}
