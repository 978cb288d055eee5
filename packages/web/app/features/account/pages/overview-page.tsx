import { Link } from 'react-router';
import type { AccountWire } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { AddressLines } from '../components/address-lines';
import { useAreas } from '../hooks/use-account';

/** Go to My Account: the customer's details, default address and newsletter choice at a glance, each with a way to change it. */
export function OverviewPage({ account }: { readonly account: AccountWire }) {
  const { t } = useTranslation();
  const tag = useAppState((state) => state.locale);
  const language = useAppState((state) => state.language);
  const { data: areas } = useAreas();
  const { customer } = account;
  const defaultAddress = account.addresses.find((address) => address.isDefault) ?? account.addresses[0];
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="account-overview">
      <h1 id="account-heading" tabIndex={-1}>
        {t('account.hello', { name: customer.firstName })}
      </h1>
      <p>{t('account.overviewText')}</p>
      <div className="account-cards">
        <section className="account-card" aria-labelledby="overview-details">
          <h2 id="overview-details">{t('account.overview.details')}</h2>
          <p>
            {customer.firstName} {customer.lastName}
          </p>
          <p className="account-card__email">{customer.email}</p>
          {!customer.emailVerified && <p className="account-card__note">{t('account.overview.emailUnverified')}</p>}
          <Link to={`/${tag}/account/my-details`}>{t('account.overview.edit')}</Link>
        </section>
        <section className="account-card" aria-labelledby="overview-address">
          <h2 id="overview-address">{t('account.overview.defaultAddress')}</h2>
          {defaultAddress ? <AddressLines address={defaultAddress} areas={areas} language={language} /> : <p>{t('account.overview.noAddress')}</p>}
          <Link to={`/${tag}/account/address-book`}>{t('account.overview.manage')}</Link>
        </section>
        <section className="account-card" aria-labelledby="overview-newsletter">
          <h2 id="overview-newsletter">{t('account.overview.newsletter')}</h2>
          <p>{customer.newsletterSubscribed ? t('account.overview.subscribed') : t('account.overview.notSubscribed')}</p>
          <Link to={`/${tag}/account/newsletter`}>{t('account.overview.manage')}</Link>
        </section>
      </div>
    </section>
  );
}
