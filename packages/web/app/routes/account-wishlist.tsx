import type { Route } from './+types/account-wishlist';
import { WishlistPage } from '../features/account';
import { i18nFor } from '../lib/i18n';
import { parseLocaleSegment } from '@storefront/core/locale';
import type { AccountHandle } from './account';

export const handle: AccountHandle = { accountEntry: 'my-wishlist' };

export function meta({ params }: Route.MetaArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) return [];
  const t = i18nFor(locale).t;
  return [{ title: t('account.pageTitle', { page: t('account.entries.my-wishlist') }) }];
}

export default function AccountWishlistRoute() {
  return <WishlistPage />;
}
