import { useCallback } from 'react';
import type { SignUpBody } from '@storefront/contract';
import { REGION_PROFILES } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { accountApi } from '../api/account-api';
import { openAuth, openVerification, switchAuth } from '../auth/auth-store';
import { useSessionScope } from '../session/use-session';
import { check, onlyErrors } from './form-errors';
import { CheckField, PasswordField, SelectField, TextField } from './form-field';
import { FormMessage } from './form-message';
import { textOf, useAccountForm } from './use-account-form';
import { titleOptions, titleOf, today } from './details-fields';

/**
 * The sign-up state (and the `/sign-up` page): the fields of issue 19 (title, names, email, phone
 * by the region's rule, password, newsletter, optional birthday and anniversary). The answer is the
 * same whether or not the email has an account; the verification modal follows.
 */
export function SignUpForm({ inModal }: { readonly inModal: boolean }) {
  const { t } = useTranslation();
  const scope = useSessionScope();
  const read = useCallback(
    (data: FormData): SignUpBody => {
      const title = titleOf(textOf(data, 'title'));
      const dateOfBirth = textOf(data, 'dateOfBirth');
      const anniversaryDate = textOf(data, 'anniversaryDate');
      return {
        region: scope.locale.region,
        language: scope.locale.language,
        ...(title ? { title } : {}),
        firstName: textOf(data, 'firstName').trim(),
        lastName: textOf(data, 'lastName').trim(),
        email: textOf(data, 'email').trim(),
        phone: textOf(data, 'phone').trim(),
        password: textOf(data, 'password'),
        newsletter: data.get('newsletter') === 'on',
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(anniversaryDate ? { anniversaryDate } : {}),
      };
    },
    [scope],
  );
  const validate = useCallback(
    (values: SignUpBody) =>
      onlyErrors({
        firstName: check.required(t, values.firstName) ?? check.maxLength(t, values.firstName, 100),
        lastName: check.required(t, values.lastName) ?? check.maxLength(t, values.lastName, 100),
        email: check.email(t, values.email),
        phone: check.phone(t, values.phone, scope.locale.region),
        password: check.newPassword(t, values.password),
        dateOfBirth: check.pastDay(t, values.dateOfBirth ?? '', today()),
        anniversaryDate: check.pastDay(t, values.anniversaryDate ?? '', today()),
      }),
    [t, scope.locale.region],
  );
  const submit = useCallback(async (values: SignUpBody) => {
    await accountApi.signUp(values);
    openVerification(values.email);
  }, []);
  const { form, onSubmit, errors, formError, pending } = useAccountForm({ read, validate, submit });
  const profile = REGION_PROFILES[scope.locale.region];
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} data-testid="sign-up-form">
      <SelectField label={t('auth.fields.title')} name="title" options={titleOptions(t)} defaultValue="" />
      <div className="field-row">
        <TextField label={t('auth.fields.firstName')} name="firstName" autoComplete="given-name" required maxLength={100} error={errors.firstName} data-autofocus={inModal || undefined} />
        <TextField label={t('auth.fields.lastName')} name="lastName" autoComplete="family-name" required maxLength={100} error={errors.lastName} />
      </div>
      <TextField label={t('auth.fields.email')} name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        label={t('auth.fields.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        required
        hint={t('auth.hints.phone', { code: profile.phoneCode })}
        error={errors.phone}
      />
      <PasswordField label={t('auth.fields.password')} name="password" autoComplete="new-password" required hint={t('auth.hints.password')} error={errors.password} />
      <div className="field-row">
        <TextField label={t('auth.fields.dateOfBirth')} name="dateOfBirth" type="date" error={errors.dateOfBirth} />
        <TextField label={t('auth.fields.anniversary')} name="anniversaryDate" type="date" error={errors.anniversaryDate} />
      </div>
      <CheckField label={t('auth.fields.newsletter')} name="newsletter" />
      <FormMessage error={formError} />
      <button type="submit" className="button auth-form__submit" aria-disabled={pending || undefined}>
        {pending ? t('auth.signingUp') : t('auth.signUp')}
      </button>
      <p className="auth-form__switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => (inModal ? switchAuth('sign-in') : openAuth('sign-in'))}>
          {t('auth.signIn')}
        </button>
      </p>
    </form>
  );
}

