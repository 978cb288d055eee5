import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/account-return';
import ordersStyles from '../features/orders/orders.css?url';
import { WithReference } from '../components/ui/with-reference';
import { myReturnsHref, ReturnDetailCard } from '../features/returns';
import returnsStyles from '../features/returns/returns.css?url';
import { sessionOf } from '../features/shell';
import { translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { accountPageMeta } from '../lib/account-page';
import { localeOf } from '../lib/my-orders.server';
import { myReturn } from '../lib/returns.server';
import type { AccountHandle } from './account';

export const handle: AccountHandle & TranslationsHandle = { accountEntry: 'my-returns', translations: ['returns'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('returns')];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: ordersStyles },
  { rel: 'stylesheet', href: returnsStyles },
];

/** `/{locale}/account/my-returns/{reference}`: one of the customer's returns (404 for anyone else's; a guest gets the area's sign-in form). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.locale);
  return { detail: await myReturn(sessionOf(request), context, locale, params.reference), locale };
}

export const meta: Route.MetaFunction = accountPageMeta((t, params) => t('returns.reference', { reference: params.reference }));

export default function AccountReturnRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { detail, locale } = loaderData;
  const [query] = useSearchParams();
  const requested = query.get('requested') === '1';
  const status = useRef<HTMLParagraphElement>(null);
  // Just asked for: the confirmation is what a screen reader hears first.
  useEffect(() => {
    if (requested) status.current?.focus();
  }, [requested]);
  if (!detail) return null;
  const tag = `${locale.language}-${locale.region}`;
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="my-return">
      <p>
        <Link to={myReturnsHref(tag)}>{t('returns.back')}</Link>
      </p>
      <h1 id="account-heading" tabIndex={-1}>
        <WithReference text={t('returns.reference', { reference: detail.reference })} reference={detail.reference} />
      </h1>
      {requested && (
        <p className="return-confirmation" role="status" tabIndex={-1} ref={status} data-testid="return-requested">
          <strong>{t('returns.requested')}</strong> <WithReference text={t('returns.requestedText', { reference: detail.reference })} reference={detail.reference} />
        </p>
      )}
      <ReturnDetailCard detail={detail} language={locale.language} region={locale.region} />
    </section>
  );
}
