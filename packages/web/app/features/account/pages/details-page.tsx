import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import type { AccountWire, ChangeEmailBody, ChangePasswordBody, DetailsBody } from '@storefront/contract';
import { REGION_PROFILES } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { accountApi } from '../api/account-api';
import { check, onlyErrors } from '../components/form-errors';
import { PasswordField, SelectField, TextField } from '../components/form-field';
import { FormMessage } from '../components/form-message';
import { titleOf, titleOptions, today } from '../components/details-fields';
import { SignOutButton } from '../components/sign-out-button';
import { textOf, useAccountForm } from '../components/use-account-form';
import { useKeepAccount } from '../hooks/use-account';

/** The national part of an E.164 number for the form (what the customer types after the prefix). */
function nationalPart(phone: string | undefined, code: string): string {
  if (!phone) return '';
  return phone.startsWith(code) ? phone.slice(code.length) : phone;
}

function PersonalForm({ account }: { readonly account: AccountWire }) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const keep = useKeepAccount();
  const { customer } = account;
  const code = REGION_PROFILES[region].phoneCode;
  const read = useCallback(
    (data: FormData): DetailsBody => {
      const title = titleOf(textOf(data, 'title'));
      const dateOfBirth = textOf(data, 'dateOfBirth');
      const anniversaryDate = textOf(data, 'anniversaryDate');
      return {
        region,
        ...(title ? { title } : {}),
        firstName: textOf(data, 'firstName').trim(),
        lastName: textOf(data, 'lastName').trim(),
        phone: textOf(data, 'phone').trim(),
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(anniversaryDate ? { anniversaryDate } : {}),
      };
    },
    [region],
  );
  const validate = useCallback(
    (values: DetailsBody) =>
      onlyErrors({
        firstName: check.required(t, values.firstName) ?? check.maxLength(t, values.firstName, 100),
        lastName: check.required(t, values.lastName) ?? check.maxLength(t, values.lastName, 100),
        phone: check.phone(t, values.phone, region),
        dateOfBirth: check.pastDay(t, values.dateOfBirth ?? '', today()),
        anniversaryDate: check.pastDay(t, values.anniversaryDate ?? '', today()),
      }),
    [t, region],
  );
  const revalidator = useRevalidator();
  const submit = useCallback(
    async (values: DetailsBody) => {
      keep.account(await accountApi.saveDetails(values));
      // The header greets by first name: the layout reads the customer again.
      await revalidator.revalidate();
    },
    [keep, revalidator],
  );
  const done = useCallback(() => t('account.details.saved'), [t]);
  const { form, onSubmit, errors, formError, status, pending } = useAccountForm({ read, validate, submit, done });
  return (
    <form ref={form} className="account-card auth-form" noValidate onSubmit={onSubmit} aria-labelledby="details-personal" data-testid="details-form">
      <h2 id="details-personal">{t('account.details.personal')}</h2>
      <SelectField label={t('auth.fields.title')} name="title" options={titleOptions(t)} defaultValue={customer.title ?? ''} />
      <div className="field-row">
        <TextField label={t('auth.fields.firstName')} name="firstName" autoComplete="given-name" required maxLength={100} defaultValue={customer.firstName} error={errors.firstName} />
        <TextField label={t('auth.fields.lastName')} name="lastName" autoComplete="family-name" required maxLength={100} defaultValue={customer.lastName} error={errors.lastName} />
      </div>
      <TextField
        label={t('auth.fields.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        required
        defaultValue={nationalPart(customer.phone, code)}
        hint={t('auth.hints.phone', { code })}
        error={errors.phone}
      />
      <div className="field-row">
        <TextField label={t('auth.fields.dateOfBirth')} name="dateOfBirth" type="date" defaultValue={customer.dateOfBirth ?? ''} error={errors.dateOfBirth} />
        <TextField label={t('auth.fields.anniversary')} name="anniversaryDate" type="date" defaultValue={customer.anniversaryDate ?? ''} error={errors.anniversaryDate} />
      </div>
      <FormMessage error={formError} status={status} />
      <button type="submit" className="button" aria-disabled={pending || undefined}>
        {t('account.details.save')}
      </button>
    </form>
  );
}

function EmailForm({ account }: { readonly account: AccountWire }) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const keep = useKeepAccount();
  const read = useCallback(
    (data: FormData): ChangeEmailBody => ({ region, language, newEmail: textOf(data, 'newEmail').trim(), password: textOf(data, 'password') }),
    [region, language],
  );
  const validate = useCallback(
    (values: ChangeEmailBody) => onlyErrors({ newEmail: check.email(t, values.newEmail), password: check.required(t, values.password) }),
    [t],
  );
  const submit = useCallback(async (values: ChangeEmailBody) => keep.account(await accountApi.changeEmail(values)), [keep]);
  const done = useCallback((values: ChangeEmailBody) => t('account.details.emailChanged', { email: values.newEmail }), [t]);
  const { form, onSubmit, errors, formError, status, pending } = useAccountForm({
    read,
    validate,
    submit,
    done,
    passwordNames: { currentPassword: 'password' },
    resetOnSuccess: true,
  });
  return (
    <form ref={form} className="account-card auth-form" noValidate onSubmit={onSubmit} aria-labelledby="details-email" data-testid="email-form">
      <h2 id="details-email">{t('account.details.emailHeading')}</h2>
      <p>{t('account.details.emailText', { email: account.customer.email })}</p>
      {account.customer.pendingEmail !== undefined && (
        <p className="account-card__note" data-testid="email-pending">
          {t('account.details.emailPending', { pending: account.customer.pendingEmail, email: account.customer.email })}
        </p>
      )}
      <TextField label={t('auth.fields.newEmail')} name="newEmail" type="email" autoComplete="email" required error={errors.newEmail} />
      <PasswordField label={t('auth.fields.password')} name="password" autoComplete="current-password" required error={errors.password} />
      <FormMessage error={formError} status={status} />
      <button type="submit" className="button" aria-disabled={pending || undefined}>
        {t('account.details.changeEmail')}
      </button>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const keep = useKeepAccount();
  const read = useCallback(
    (data: FormData): ChangePasswordBody => ({ region, language, currentPassword: textOf(data, 'currentPassword'), newPassword: textOf(data, 'newPassword') }),
    [region, language],
  );
  const validate = useCallback(
    (values: ChangePasswordBody) => onlyErrors({ currentPassword: check.required(t, values.currentPassword), newPassword: check.newPassword(t, values.newPassword) }),
    [t],
  );
  const submit = useCallback(async (values: ChangePasswordBody) => keep.account(await accountApi.changePassword(values)), [keep]);
  const done = useCallback(() => t('account.details.passwordChanged'), [t]);
  const { form, onSubmit, errors, formError, status, pending } = useAccountForm({
    read,
    validate,
    submit,
    done,
    passwordNames: { password: 'newPassword', currentPassword: 'currentPassword' },
    resetOnSuccess: true,
  });
  return (
    <form ref={form} className="account-card auth-form" noValidate onSubmit={onSubmit} aria-labelledby="details-password" data-testid="password-form">
      <h2 id="details-password">{t('account.details.passwordHeading')}</h2>
      <PasswordField label={t('auth.fields.currentPassword')} name="currentPassword" autoComplete="current-password" required error={errors.currentPassword} />
      <PasswordField label={t('auth.fields.newPassword')} name="newPassword" autoComplete="new-password" required hint={t('auth.hints.password')} error={errors.newPassword} />
      <FormMessage error={formError} status={status} />
      <button type="submit" className="button" aria-disabled={pending || undefined}>
        {t('account.details.changePassword')}
      </button>
    </form>
  );
}

/** My details: names, title, dates and phone; the email (with the password, re-verified); the password (with the current one). */
export function DetailsPage({ account }: { readonly account: AccountWire }) {
  const { t } = useTranslation();
  return (
    <section className="account-page" aria-labelledby="account-heading" data-testid="account-details">
      <h1 id="account-heading" tabIndex={-1}>
        {t('account.entries.my-details')}
      </h1>
      <PersonalForm account={account} />
      <EmailForm account={account} />
      <PasswordForm />
      <section className="account-card" aria-labelledby="details-sessions">
        <h2 id="details-sessions">{t('account.details.sessionsHeading')}</h2>
        <p>{t('account.details.signOutEverywhereText')}</p>
        <SignOutButton className="button button--quiet" everywhere />
      </section>
    </section>
  );
}
