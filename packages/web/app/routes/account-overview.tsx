import { useOutletContext } from 'react-router';
import type { Route } from './+types/account-overview';
import { OverviewPage } from '../features/account';
import { accountEntryMeta } from '../lib/account-page';
import type { AccountHandle, AccountOutletContext } from './account';

export const handle: AccountHandle = { accountEntry: 'account-overview' };

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountOverviewPageRoute() {
  return <OverviewPage account={useOutletContext<AccountOutletContext>()} />;
}
