import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSignOut } from '../session/use-session';

/** Signs out (the account menu's last entry, which has no link): the server ends the session, the cart becomes a guest's. */
export function SignOutButton({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className ?? 'account-menu__link account-menu__sign-out'}
      aria-disabled={pending || undefined}
      data-testid="sign-out"
      onClick={() => {
        if (pending) return;
        setPending(true);
        signOut().finally(() => setPending(false));
      }}
    >
      {pending ? t('auth.signingOut') : t('account.signOut')}
    </button>
  );
}
