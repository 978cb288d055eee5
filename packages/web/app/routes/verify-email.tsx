import { useEffect, useState } from 'react';
import { data, useNavigate } from 'react-router';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/verify-email';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { AuthPanel, verifyEmailToken } from '../features/account';
import accountStyles from '../features/account/account.css?url';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { pageUrl } from '../lib/page-url';
import { useAppState } from '../features/app-state';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** The account's texts (decision 1110): fetched with the page in the browser, and before it hydrates on a first visit. */
export const handle: TranslationsHandle = { translations: ['account'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('account')];

/**
 * `/{locale}/verify-email?token=`: the link of the verification email. The token is spent by the
 * browser's call once the page runs, never by the page's GET, so a mail scanner that follows the
 * link does not use it up; then the sign-in form follows.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const token = pageUrl(request).searchParams.get('token') ?? '';
  return { token: token.length > 0 && token.length <= 512 ? token : null, title: i18nFor(locale).t('auth.titles.verify') };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  // The token never travels on in a Referer header.
  return [...(loaderData ? [{ title: loaderData.title }] : []), { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }];
}

type Outcome = 'verifying' | 'verified' | 'failed';

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const navigate = useNavigate();
  // Signed in from the link's page, the customer goes on to the account: this page has no more to say.
  const toAccount = () => void navigate(`/${language}-${region}/account`);
  const { token } = loaderData;
  const [outcome, setOutcome] = useState<Outcome>('verifying');
  useEffect(() => {
    if (token === null) return;
    let current = true;
    verifyEmailToken(region, language, token).then(
      () => current && setOutcome('verified'),
      () => current && setOutcome('failed'),
    );
    return () => {
      current = false;
    };
  }, [region, language, token]);
  return (
    <main className="page auth-page" data-testid="verify-email-page" data-outcome={token === null ? 'failed' : outcome}>
      <h1>{t('auth.titles.verify')}</h1>
      {token === null ? (
        <p role="alert">{t('auth.verifyNoToken')}</p>
      ) : outcome === 'verifying' ? (
        <p role="status">{t('auth.verifying')}</p>
      ) : outcome === 'verified' ? (
        <>
          <p role="status">{t('auth.verified')}</p>
          <AuthPanel view="sign-in" inModal={false} onSignedIn={toAccount} />
        </>
      ) : (
        <>
          <p role="alert">{t('auth.verifyFailed')}</p>
          <AuthPanel view="sign-in" inModal={false} onSignedIn={toAccount} />
        </>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
