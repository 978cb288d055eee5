import { useOutletContext } from 'react-router';
import type { Route } from './+types/account-addresses';
import { AddressBookPage } from '../features/account';
import { accountEntryMeta } from '../lib/account-page';
import type { AccountHandle, AccountOutletContext } from './account';

export const handle: AccountHandle = { accountEntry: 'address-book' };

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountAddressBookPageRoute() {
  return <AddressBookPage account={useOutletContext<AccountOutletContext>()} />;
}
