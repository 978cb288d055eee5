import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSignOut } from '../session/use-session';

/** Signs out (the account menu's last entry, which has no link): the server ends the session, the cart becomes a guest's. */
export function SignOutButton({ className, everywhere = false }: { readonly className?: string; readonly everywhere?: boolean }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className ?? 'account-menu__link account-menu__sign-out'}
      aria-disabled={pending || undefined}
      data-testid={everywhere ? 'sign-out-everywhere' : 'sign-out'}
      onClick={() => {
        if (pending) return;
        setPending(true);
        signOut(everywhere).finally(() => setPending(false));
      }}
    >
      {pending ? t('auth.signingOut') : everywhere ? t('account.details.signOutEverywhere') : t('account.signOut')}
    </button>
  );
}
