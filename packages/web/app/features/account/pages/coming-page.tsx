import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import type { ComingEntry } from '../account-menu';

/** My returns and my reviews until their issues: a translated "nothing here yet", not a 404. */
export function ComingPage({ entry }: { readonly entry: ComingEntry }) {
  const { t } = useTranslation();
  const tag = useAppState((state) => state.locale);
  const page = t(`account.entries.${entry}`);
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="account-coming">
      <h1 id="account-heading" tabIndex={-1}>
        {page}
      </h1>
      <div className="account-card account-card--empty">
        <h2>{t('account.nothingYet')}</h2>
        <p>{t('account.nothingYetText', { page })}</p>
        <Link className="button button--quiet" to={`/${tag}/help-centre/order`}>
          {t('account.contactHelp')}
        </Link>
      </div>
    </section>
  );
}
