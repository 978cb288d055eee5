import { useOutletContext } from 'react-router';
import type { Route } from './+types/account-newsletter';
import { NewsletterPage } from '../features/account';
import { accountEntryMeta } from '../lib/account-page';
import type { AccountHandle, AccountOutletContext } from './account';

export const handle: AccountHandle = { accountEntry: 'newsletter' };

export const meta: Route.MetaFunction = accountEntryMeta(handle.accountEntry);

export default function AccountNewsletterPageRoute() {
  return <NewsletterPage account={useOutletContext<AccountOutletContext>()} />;
}
