import { useOutletContext } from 'react-router';
import type { Route } from './+types/account-addresses';
import { AddressBookPage } from '../features/account';
import { i18nFor } from '../lib/i18n';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { AccountHandle, AccountOutletContext } from './account';

export const handle: AccountHandle = { accountEntry: 'address-book' };

export function meta({ params }: Route.MetaArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) return [];
  const t = i18nFor(locale).t;
  return [{ title: t('account.pageTitle', { page: t('account.entries.address-book') }) }];
}

export default function AccountAddressBookPageRoute() {
  return <AddressBookPage account={useOutletContext<AccountOutletContext>()} />;
}
