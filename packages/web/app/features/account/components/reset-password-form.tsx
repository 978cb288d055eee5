import { useCallback } from 'react';
import type { EmailBody } from '@storefront/contract';
import { useTranslation } from '../../../lib/i18n';
import { accountApi } from '../api/account-api';
import { openAuth, switchAuth } from '../auth/auth-store';
import { useSessionScope } from '../session/use-session';
import { check, onlyErrors } from './form-errors';
import { TextField } from './form-field';
import { FormMessage } from './form-message';
import { textOf, useAccountForm } from './use-account-form';

/** The reset-password state: an email, and the same answer whether or not it has an account. */
export function ResetPasswordForm({ inModal }: { readonly inModal: boolean }) {
  const { t } = useTranslation();
  const scope = useSessionScope();
  const read = useCallback(
    (data: FormData): EmailBody => ({ region: scope.locale.region, language: scope.locale.language, email: textOf(data, 'email').trim() }),
    [scope],
  );
  const validate = useCallback((values: EmailBody) => onlyErrors({ email: check.email(t, values.email) }), [t]);
  const submit = useCallback((values: EmailBody) => accountApi.requestPasswordReset(values), []);
  const done = useCallback(() => t('auth.resetSent'), [t]);
  const { form, onSubmit, errors, formError, status, pending } = useAccountForm({ read, validate, submit, done });
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} data-testid="reset-password-form">
      <p>{t('auth.resetText')}</p>
      <TextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" required error={errors.email} data-autofocus={inModal || undefined} />
      <FormMessage error={formError} status={status} />
      <button type="submit" className="button auth-form__submit" aria-disabled={pending || undefined}>
        {t('auth.sendResetLink')}
      </button>
      <button type="button" className="link-button" onClick={() => (inModal ? switchAuth('sign-in') : openAuth('sign-in'))}>
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
