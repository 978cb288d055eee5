import type { Route } from './+types/account-wishlist';
import { WishlistPage } from '../features/account';
import { accountEntryMeta } from '../lib/account-page';
import type { AccountHandle } from './account';

export const handle: AccountHandle = { accountEntry: 'my-wishlist' };

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountWishlistRoute() {
  return <WishlistPage />;
}
