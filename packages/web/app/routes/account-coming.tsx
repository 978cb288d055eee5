import { data } from 'react-router';
import type { Route } from './+types/account-coming';
import { ComingPage, isComingEntry } from '../features/account';
import { i18nFor } from '../lib/i18n';
import { parseLocaleSegment } from '@storefront/core/locale';

/**
 * `/{locale}/account/{entry}` for the menu's entries whose pages come with later issues (my
 * orders, my returns, my reviews, payment methods): a translated "nothing here yet"; any other
 * entry is not a page.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isComingEntry(params.entry)) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  return { entry: params.entry };
}

export function meta({ params }: Route.MetaArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale || !isComingEntry(params.entry)) return [];
  const t = i18nFor(locale).t;
  return [{ title: t('account.pageTitle', { page: t(`account.entries.${params.entry}`) }) }];
}

export default function AccountComingRoute({ loaderData }: Route.ComponentProps) {
  return <ComingPage entry={loaderData.entry} />;
}
