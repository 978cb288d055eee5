import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { accountApi } from '../api/account-api';
import { openAuth, switchAuth } from '../auth/auth-store';
import { useSessionScope } from '../session/use-session';
import { check, onlyErrors } from './form-errors';
import { PasswordField } from './form-field';
import { FormMessage } from './form-message';
import { textOf, useAccountForm } from './use-account-form';

interface NewPassword {
  readonly password: string;
  readonly confirm: string;
}

/**
 * The update-password state, opened by a reset link (`/{locale}/reset-password?token=`): a new
 * password twice. Every session of the account ends; the shopper then signs in with it.
 */
export function UpdatePasswordForm({ token, inModal }: { readonly token: string; readonly inModal: boolean }) {
  const { t } = useTranslation();
  const scope = useSessionScope();
  const [updated, setUpdated] = useState(false);
  const read = useCallback((data: FormData): NewPassword => ({ password: textOf(data, 'password'), confirm: textOf(data, 'confirm') }), []);
  const validate = useCallback(
    (values: NewPassword) =>
      onlyErrors({
        password: check.newPassword(t, values.password),
        confirm: values.confirm !== values.password ? t('auth.fieldErrors.passwordMismatch') : undefined,
      }),
    [t],
  );
  const submit = useCallback(
    async (values: NewPassword) => {
      await accountApi.updatePassword({ region: scope.locale.region, language: scope.locale.language, token, password: values.password });
      setUpdated(true);
    },
    [scope, token],
  );
  const done = useCallback(() => t('auth.passwordUpdated'), [t]);
  const { form, onSubmit, errors, formError, status, pending } = useAccountForm({ read, validate, submit, done, resetOnSuccess: true });
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} data-testid="update-password-form">
      <PasswordField
        label={t('auth.fields.newPassword')}
        name="password"
        autoComplete="new-password"
        required
        hint={t('auth.hints.password')}
        error={errors.password}
        disabled={updated}
        data-autofocus={inModal || undefined}
      />
      <PasswordField label={t('auth.confirmPassword')} name="confirm" autoComplete="new-password" required error={errors.confirm} disabled={updated} />
      <FormMessage error={formError} status={status} />
      {updated ? (
        <button type="button" className="button auth-form__submit" onClick={() => (inModal ? switchAuth('sign-in') : openAuth('sign-in'))}>
          {t('auth.goSignIn')}
        </button>
      ) : (
        <button type="submit" className="button auth-form__submit" aria-disabled={pending || undefined}>
          {t('auth.updatePassword')}
        </button>
      )}
    </form>
  );
}
