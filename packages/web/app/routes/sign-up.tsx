import { data, redirect } from 'react-router';
import { formatLocale, parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/sign-up';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { AuthPanel } from '../features/account';
import accountStyles from '../features/account/account.css?url';
import { sessionOf } from '../features/shell';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { signedInCustomer } from '../lib/signed-in.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** The account's texts (decision 1110): fetched with the page in the browser, and before it hydrates on a first visit. */
export const handle: TranslationsHandle = { translations: ['account'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('account')];

/** `/{locale}/sign-up`: the sign-up form for an anonymous visitor; a signed-in customer goes to the account. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  if ((await signedInCustomer(sessionOf(request), context, locale)) !== undefined) throw redirect(`/${formatLocale(locale)}/account`);
  return { title: i18nFor(locale).t('auth.signUpHeading') };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];
}

export default function SignUpRoute() {
  const { t } = useTranslation();
  return (
    <main className="page auth-page" data-testid="sign-up-page">
      <h1>{t('auth.signUpHeading')}</h1>
      <p className="auth-page__intro">{t('auth.signUpIntro')}</p>
      <AuthPanel view="sign-up" inModal={false} />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
