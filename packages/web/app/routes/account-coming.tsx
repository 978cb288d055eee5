import { data } from 'react-router';
import type { Route } from './+types/account-coming';
import { ComingPage, isComingEntry } from '../features/account';
import { accountPageMeta } from '../lib/account-page';

/**
 * `/{locale}/account/{entry}` for the menu's entries whose pages come with later issues (my
 * returns, my reviews): a translated "nothing here yet"; any other
 * entry is not a page.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isComingEntry(params.entry)) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  return { entry: params.entry };
}

export const meta: Route.MetaFunction = accountPageMeta((t, { entry }) => (isComingEntry(entry) ? t(`account.entries.${entry}`) : undefined));

export default function AccountComingRoute({ loaderData }: Route.ComponentProps) {
  return <ComingPage entry={loaderData.entry} />;
}
