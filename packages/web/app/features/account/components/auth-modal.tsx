import '../account.css';
import { Drawer } from '../../../components/ui/drawer';
import { useTranslation } from '../../../lib/i18n';
import { authModalStore, useAuthModal } from '../auth/auth-store';
import { AuthPanel } from './auth-panel';
import { VerificationNotice } from './verification-notice';

// Closing one modal (Escape, the overlay, its button, or another one taking over) leaves the other's state alone.
const closeAuthView = () => authModalStore.setState({ view: null, checkoutUrl: null });
const closeVerification = () => authModalStore.setState({ verification: null });

/**
 * The auth modal (spec section 2: guest checkout, sign in, sign up, reset password, update
 * password) and the account-verification modal, as native modal dialogs: the page behind is
 * inert, focus moves in and goes back to what opened them.
 */
export function AuthModal() {
  // Its texts are the account namespace's: fetched with its code, and on a locale switch while it is mounted.
  const { t } = useTranslation('account');
  const view = useAuthModal((state) => state.view);
  const resetToken = useAuthModal((state) => state.resetToken);
  const checkoutUrl = useAuthModal((state) => state.checkoutUrl);
  const verification = useAuthModal((state) => state.verification);
  return (
    <>
      <Drawer open={view !== null} onClose={closeAuthView} title={view ? t(`auth.titles.${view}`) : t('auth.titles.sign-in')} className="auth-modal">
        <div className="drawer__body" data-testid="auth-modal" data-view={view ?? undefined}>
          {view && <AuthPanel key={view} view={view} inModal resetToken={resetToken} checkoutUrl={checkoutUrl} />}
        </div>
      </Drawer>
      <Drawer open={verification !== null} onClose={closeVerification} title={t('auth.titles.verify')} className="auth-modal">
        <div className="drawer__body">{verification !== null && <VerificationNotice email={verification} />}</div>
      </Drawer>
    </>
  );
}
