import { useOutletContext } from 'react-router';
import type { Route } from './+types/account-newsletter';
import { NewsletterPage } from '../features/account';
import { i18nFor } from '../lib/i18n';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { AccountHandle, AccountOutletContext } from './account';

export const handle: AccountHandle = { accountEntry: 'newsletter' };

export function meta({ params }: Route.MetaArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) return [];
  const t = i18nFor(locale).t;
  return [{ title: t('account.pageTitle', { page: t('account.entries.newsletter') }) }];
}

export default function AccountNewsletterPageRoute() {
  return <NewsletterPage account={useOutletContext<AccountOutletContext>()} />;
}
