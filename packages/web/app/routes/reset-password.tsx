import { data } from 'react-router';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/reset-password';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { AuthPanel } from '../features/account';
import accountStyles from '../features/account/account.css?url';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { pageUrl } from '../lib/page-url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** The account's texts (decision 1110): fetched with the page in the browser, and before it hydrates on a first visit. */
export const handle: TranslationsHandle = { translations: ['account'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('account')];

/**
 * `/{locale}/reset-password?token=`: the link of the reset email opens the update-password state;
 * without a token, the reset-password state asks for a new link, and so it does for a link that no
 * longer works (used, replaced by a newer one, or expired), saying which.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const typed = pageUrl(request).searchParams.get('token') ?? '';
  const token = typed.length > 0 && typed.length <= 512 ? typed : null;
  const checked = token === null ? undefined : await context.get(storefrontContext).resetPassword.check(locale.region, token);
  const spent = checked !== undefined && checked.isErr() ? checked.error.code : null;
  return { token: spent === null ? token : null, spent, title: i18nFor(locale).t('auth.titles.update-password') };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }];
}

export default function ResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, spent } = loaderData;
  return (
    <main className="page auth-page" data-testid="reset-password-page" data-spent={spent ?? undefined}>
      <h1>{token === null ? t('auth.titles.reset-password') : t('auth.titles.update-password')}</h1>
      {spent !== null ? (
        <p className="auth-page__intro" role="alert">
          {t(`errors.${spent}`, { defaultValue: t('errors.TOKEN_INVALID') })}
        </p>
      ) : (
        token === null && <p className="auth-page__intro">{t('auth.resetNoToken')}</p>
      )}
      <AuthPanel view={token === null ? 'reset-password' : 'update-password'} inModal={false} resetToken={token} />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
