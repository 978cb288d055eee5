import { useOutletContext } from 'react-router';
import type { Route } from './+types/account-details';
import { DetailsPage } from '../features/account';
import { accountEntryMeta } from '../lib/account-page';
import type { AccountHandle, AccountOutletContext } from './account';

export const handle: AccountHandle = { accountEntry: 'my-details' };

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountDetailsPageRoute() {
  return <DetailsPage account={useOutletContext<AccountOutletContext>()} />;
}
