import { useTranslation } from '../../../lib/i18n';
import { closeAuth, switchAuth } from '../auth/auth-store';

/** The guest-checkout state: sign in for a faster checkout, or go on to the checkout as a guest. */
export function GuestCheckout({ checkoutUrl }: { readonly checkoutUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="auth-form">
      <p>{t('auth.guestText')}</p>
      <button type="button" className="button auth-form__submit" data-autofocus onClick={() => switchAuth('sign-in')}>
        {t('auth.signIn')}
      </button>
      {checkoutUrl !== null && (
        <a className="button button--quiet" href={checkoutUrl} onClick={() => closeAuth()}>
          {t('auth.continueAsGuest')}
        </a>
      )}
    </div>
  );
}
