import { data, Outlet, useMatches } from 'react-router';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { AccountWire } from '@storefront/contract';
import type { Route } from './+types/account';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { AccountFrame, AuthPanel, useAccount, type AccountMenuValue } from '../features/account';
import accountStyles from '../features/account/account.css?url';
import { sessionOf } from '../features/shell';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { QueryProvider } from '../lib/query-provider';
import { signedInAccount } from '../lib/signed-in.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];

/** The account's texts (decision 1110): fetched with the page in the browser, and before it hydrates on a first visit. */
export const handle: TranslationsHandle = { translations: ['account'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('account')];

/** What each account page declares in its route `handle`: its entry of the account menu. */
export interface AccountHandle {
  readonly accountEntry: AccountMenuValue;
}

/**
 * `/{locale}/account/*`: for a signed-in customer of the page's region, the account menu and the
 * page, rendered by the server with the account; for anyone else, the sign-in state in its place
 * (spec section 6: guests see sign-in, never a 404).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const account = await signedInAccount(sessionOf(request), context, locale);
  return { account: account ?? null, signInTitle: i18nFor(locale).t('auth.titles.sign-in') };
}

/** A customer's own page (or, for a guest, the sign-in form in its place): never stored by a shared cache. Every page of the area has these. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [...(loaderData?.account === null ? [{ title: loaderData.signInTitle }] : []), { name: 'robots', content: 'noindex' }];
}

/** The outlet's context: the account every page of the area shows. */
export type AccountOutletContext = AccountWire;

function SignedInArea({ initial }: { readonly initial: AccountWire }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const last = matches.at(-1);
  const entry = (last?.handle as AccountHandle | undefined)?.accountEntry ?? 'account-overview';
  const { data: account, isError, refetch } = useAccount(initial);
  return (
    <AccountFrame entry={entry}>
      {account ? (
        <Outlet context={account satisfies AccountOutletContext} />
      ) : isError ? (
        <div role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('account.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('account.loading')}</p>
      )}
    </AccountFrame>
  );
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.account === null) {
    return (
      <main className="page auth-page" data-testid="account-sign-in">
        <h1>{t('auth.titles.sign-in')}</h1>
        <p className="auth-page__intro">{t('account.signInToSee')}</p>
        <AuthPanel view="sign-in" inModal={false} />
      </main>
    );
  }
  return (
    <main className="page" data-testid="account-page">
      <QueryProvider>
        <SignedInArea initial={loaderData.account} />
      </QueryProvider>
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
