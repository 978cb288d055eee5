import { useCallback } from 'react';
import type { AccountWire } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { accountApi } from '../api/account-api';
import { CheckField } from '../components/form-field';
import { FormMessage } from '../components/form-message';
import { useAccountForm } from '../components/use-account-form';
import { useKeepAccount } from '../hooks/use-account';

/** Newsletter subscriptions (attribute 4): subscribe or unsubscribe; the server tells the marketing service. */
export function NewsletterPage({ account }: { readonly account: AccountWire }) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const keep = useKeepAccount();
  const read = useCallback((data: FormData) => data.get('subscribed') === 'on', []);
  const validate = useCallback(() => ({}), []);
  const submit = useCallback(async (subscribed: boolean) => keep.account(await accountApi.setNewsletter(region, subscribed)), [keep, region]);
  const done = useCallback((subscribed: boolean) => (subscribed ? t('account.newsletter.subscribed') : t('account.newsletter.unsubscribed')), [t]);
  const { form, onSubmit, formError, status, pending } = useAccountForm({ read, validate, submit, done });
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="account-newsletter">
      <h1 id="account-heading" tabIndex={-1}>
        {t('account.entries.newsletter')}
      </h1>
      <form ref={form} className="account-card auth-form" noValidate onSubmit={onSubmit}>
        <p>{t('account.newsletter.text')}</p>
        <CheckField label={t('account.newsletter.subscribe')} name="subscribed" defaultChecked={account.customer.newsletterSubscribed} />
        <FormMessage error={formError} status={status} />
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {t('account.newsletter.save')}
        </button>
      </form>
    </section>
  );
}
