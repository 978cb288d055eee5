import { assertNever } from '@storefront/core/shared';
import type { AuthView } from '../auth/auth-store';
import { GuestCheckout } from './guest-checkout';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { UpdatePasswordForm } from './update-password-form';

interface AuthPanelProps {
  readonly view: AuthView;
  /** In the modal, the links between states change its state; on a page they open the modal. */
  readonly inModal: boolean;
  /** The reset link's token, for the update-password state. */
  readonly resetToken?: string | null;
  /** The cart's checkout address, for the guest-checkout state. */
  readonly checkoutUrl?: string | null;
  /** What follows a sign-in made on a page that has no more to show once signed in (the verification link's). */
  readonly onSignedIn?: (() => void) | undefined;
}

/** One of the auth modal's five states, in the modal or as a page's body (`/account` for a guest, `/sign-up`). */
export function AuthPanel({ view, inModal, resetToken, checkoutUrl, onSignedIn }: AuthPanelProps) {
  switch (view) {
    case 'guest-checkout':
      return <GuestCheckout checkoutUrl={checkoutUrl ?? null} />;
    case 'sign-in':
      return <SignInForm inModal={inModal} onSignedIn={onSignedIn} />;
    case 'sign-up':
      return <SignUpForm inModal={inModal} />;
    case 'reset-password':
      return <ResetPasswordForm inModal={inModal} />;
    case 'update-password':
      return resetToken ? <UpdatePasswordForm token={resetToken} inModal={inModal} /> : <ResetPasswordForm inModal={inModal} />;
    default:
      return assertNever(view);
  }
}
