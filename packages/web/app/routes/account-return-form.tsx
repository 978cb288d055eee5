import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/account-return-form';
import { orderHref } from '../features/orders';
import ordersStyles from '../features/orders/orders.css?url';
import { WithReference } from '../components/ui/with-reference';
import { ReturnForm } from '../features/returns';
import returnsStyles from '../features/returns/returns.css?url';
import { sessionOf } from '../features/shell';
import { translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { accountPageMeta } from '../lib/account-page';
import { localeOf } from '../lib/my-orders.server';
import { answerReturnForm, customerReturner, myReturnForm } from '../lib/returns.server';
import type { AccountHandle } from './account';

export const handle: AccountHandle & TranslationsHandle = { accountEntry: 'my-orders', translations: ['returns'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('returns')];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: ordersStyles },
  { rel: 'stylesheet', href: returnsStyles },
];

/** `/{locale}/account/orders/{reference}/return`: the return form of one of the customer's orders (404 for any other; a guest gets the area's sign-in form). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params.locale);
  return { state: await myReturnForm(sessionOf(request), context, locale, params.reference), locale };
}

/** The form, posted to its page: the return's page in My Returns once asked, else the form again with what to fix. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params.locale);
  const session = sessionOf(request);
  return answerReturnForm(request, context, locale, await customerReturner(session, context, locale));
}

export const meta: Route.MetaFunction = accountPageMeta((t, params) => t('returns.returnItemsOf', { reference: params.reference }));

export default function AccountReturnFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { locale } = loaderData;
  const tag = `${locale.language}-${locale.region}`;
  // A refused post moves focus to the heading, so a screen reader reads the form's problems anew.
  useEffect(() => {
    if (actionData) heading.current?.focus();
  }, [actionData]);
  const state = actionData?.kind === 'form' ? actionData.state : loaderData.state;
  if (!state) return null;
  const reference = state.view.orderReference;
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="return-request">
      <p>
        <Link to={orderHref(tag, reference)}>{t('returns.backToOrder', { reference })}</Link>
      </p>
      <h1 id="account-heading" ref={heading} tabIndex={-1}>
        <WithReference text={t('returns.formTitle', { reference })} reference={reference} />
      </h1>
      <ReturnForm state={state} language={locale.language} region={locale.region} />
    </section>
  );
}
