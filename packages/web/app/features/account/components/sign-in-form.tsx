import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CartApiError } from '../../../lib/store-api/store-api-error';
import { useShellActions } from '../../shell';
import { accountApi } from '../api/account-api';
import { openAuth, switchAuth } from '../auth/auth-store';
import { useSessionScope, useSignIn } from '../session/use-session';
import { check, onlyErrors } from './form-errors';
import { PasswordField, TextField } from './form-field';
import { FormMessage } from './form-message';
import { textOf, useAccountForm } from './use-account-form';

interface SignInValues {
  readonly email: string;
  readonly password: string;
}

/** The sign-in state: email and password, with the ways to reset a password and to sign up. */
export function SignInForm({ inModal, onSignedIn }: { readonly inModal: boolean; readonly onSignedIn?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { toast, dismissToast } = useShellActions();
  // The last refusal's toast: the next try takes it away, so a success is not shown beside it.
  const refusal = useRef<string | undefined>(undefined);
  const signIn = useSignIn();
  const scope = useSessionScope();
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const read = useCallback((data: FormData): SignInValues => ({ email: textOf(data, 'email').trim(), password: textOf(data, 'password') }), []);
  const validate = useCallback(
    (values: SignInValues) => onlyErrors({ email: check.email(t, values.email), password: check.required(t, values.password) }),
    [t],
  );
  const submit = useCallback(
    async (values: SignInValues) => {
      setUnverified(null);
      if (refusal.current !== undefined) dismissToast(refusal.current);
      refusal.current = undefined;
      try {
        await signIn(values.email, values.password);
        onSignedIn?.();
      } catch (error) {
        // Spec section 4: the translated invalidCredentials or verifyEmail toast, and the sign-in stops.
        if (error instanceof CartApiError && error.code === 'INVALID_CREDENTIALS') refusal.current = toast(t('auth.invalidCredentials'), 'error');
        if (error instanceof CartApiError && error.code === 'EMAIL_NOT_VERIFIED') {
          refusal.current = toast(t('auth.verifyEmail'), 'error');
          setUnverified(values.email);
        }
        throw error;
      }
    },
    [signIn, toast, dismissToast, t, onSignedIn],
  );
  const { form, onSubmit, errors, formError, pending } = useAccountForm({ read, validate, submit });
  const resend = () => {
    if (unverified === null) return;
    accountApi
      .resendVerification({ region: scope.locale.region, language: scope.locale.language, email: unverified })
      .then(() => setResent(true))
      .catch(() => toast(t('errors.UNAVAILABLE'), 'error'));
  };
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} data-testid="sign-in-form">
      <TextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" required error={errors.email} data-autofocus={inModal || undefined} />
      <PasswordField label={t('auth.fields.password')} name="password" autoComplete="current-password" required error={errors.password} />
      <FormMessage error={formError} status={resent ? t('auth.resent') : undefined} />
      {unverified !== null && !resent && (
        <button type="button" className="button button--quiet" onClick={resend}>
          {t('auth.resend')}
        </button>
      )}
      <button type="submit" className="button auth-form__submit" aria-disabled={pending || undefined}>
        {pending ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <button type="button" className="link-button" onClick={() => switchAuthOrNavigate('reset-password', inModal)}>
        {t('auth.forgotPassword')}
      </button>
      <p className="auth-form__switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => switchAuthOrNavigate('sign-up', inModal)}>
          {t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}

/** Inside the modal the links change its state; on a page they open the modal in that state. */
function switchAuthOrNavigate(view: 'reset-password' | 'sign-up', inModal: boolean) {
  if (inModal) switchAuth(view);
  else openAuth(view);
}
