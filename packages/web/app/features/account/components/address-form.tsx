import { useCallback, useState } from 'react';
import type { AddressBody, AddressWire, AreasWire } from '@storefront/contract';
import { postalCodeIssue } from '@storefront/core/customer';
import { REGION_PROFILES } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { accountApi } from '../api/account-api';
import { useKeepAccount } from '../hooks/use-account';
import { check, onlyErrors } from './form-errors';
import { CheckField, SelectField, TextField } from './form-field';
import { FormMessage } from './form-message';
import { textOf, useAccountForm } from './use-account-form';

interface AddressFormProps {
  /** The address to edit, or none to add one. */
  readonly address?: AddressWire;
  readonly areas: AreasWire | undefined;
  readonly onDone: (message: string) => void;
  readonly onCancel: () => void;
}

/** Adds or edits an address: names, phone (the region's rule), street, governorate (emirate) and city from the region's list, postal code. */
export function AddressForm({ address, areas, onDone, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const keep = useKeepAccount();
  const [governorate, setGovernorate] = useState(address?.governorate ?? '');
  const cities = areas?.governorates.find((item) => item.code === governorate)?.cities ?? [];
  const code = REGION_PROFILES[region].phoneCode;
  const read = useCallback(
    (data: FormData): AddressBody => {
      const line2 = textOf(data, 'line2').trim();
      const postalCode = textOf(data, 'postalCode').trim();
      return {
        region,
        ...(address ? { addressId: address.id } : {}),
        firstName: textOf(data, 'firstName').trim(),
        lastName: textOf(data, 'lastName').trim(),
        phone: textOf(data, 'phone').trim(),
        line1: textOf(data, 'line1').trim(),
        ...(line2 ? { line2 } : {}),
        governorate: textOf(data, 'governorate'),
        city: textOf(data, 'city'),
        ...(postalCode ? { postalCode } : {}),
        isDefault: data.get('isDefault') === 'on',
      };
    },
    [region, address],
  );
  const validate = useCallback(
    (values: AddressBody) =>
      onlyErrors({
        firstName: check.required(t, values.firstName),
        lastName: check.required(t, values.lastName),
        phone: check.phone(t, values.phone, region),
        line1: check.required(t, values.line1) ?? check.maxLength(t, values.line1, 200),
        governorate: check.required(t, values.governorate),
        city: check.required(t, values.city),
        postalCode: postalCodeIssue(region, values.postalCode) === undefined ? undefined : t('errors.POSTAL_CODE_INVALID'),
      }),
    [t, region],
  );
  const submit = useCallback(
    async (values: AddressBody) => keep.addresses(await (values.addressId === undefined ? accountApi.addAddress(values) : accountApi.updateAddress(values))),
    [keep],
  );
  const done = useCallback(() => {
    onDone(t('account.addresses.saved'));
    return undefined;
  }, [onDone, t]);
  const { form, onSubmit, errors, formError, pending } = useAccountForm({ read, validate, submit, done });
  const governorateLabel = region === 'ae' ? t('auth.fields.governorate_ae') : t('auth.fields.governorate');
  const headingId = address ? `address-form-${address.id}` : 'address-form-new';
  return (
    <form ref={form} className="account-card auth-form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} data-testid="address-form">
      <h2 id={headingId} tabIndex={-1} data-autofocus>
        {address ? t('account.addresses.editHeading') : t('account.addresses.addHeading')}
      </h2>
      <div className="field-row">
        <TextField label={t('auth.fields.firstName')} name="firstName" autoComplete="given-name" required defaultValue={address?.firstName} error={errors.firstName} />
        <TextField label={t('auth.fields.lastName')} name="lastName" autoComplete="family-name" required defaultValue={address?.lastName} error={errors.lastName} />
      </div>
      <TextField
        label={t('auth.fields.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        required
        defaultValue={address?.phone.startsWith(code) ? address.phone.slice(code.length) : address?.phone}
        hint={t('auth.hints.phone', { code })}
        error={errors.phone}
      />
      <TextField label={t('auth.fields.line1')} name="line1" autoComplete="address-line1" required maxLength={200} defaultValue={address?.line1} error={errors.line1} />
      <TextField label={t('auth.fields.line2')} name="line2" autoComplete="address-line2" maxLength={200} defaultValue={address?.line2} />
      <div className="field-row">
        <SelectField
          label={governorateLabel}
          name="governorate"
          required
          value={governorate}
          onChange={(event) => setGovernorate(event.target.value)}
          error={errors.governorate}
          options={[{ value: '', label: t('account.addresses.chooseGovernorate') }, ...(areas?.governorates ?? []).map((item) => ({ value: item.code, label: item.name[language] }))]}
        />
        <SelectField
          key={governorate}
          label={t('auth.fields.city')}
          name="city"
          required
          defaultValue={address?.governorate === governorate ? address.city : ''}
          error={errors.city}
          options={[{ value: '', label: t('account.addresses.chooseCity') }, ...cities.map((item) => ({ value: item.code, label: item.name[language] }))]}
        />
      </div>
      <TextField label={t('auth.fields.postalCode')} name="postalCode" autoComplete="postal-code" dir="ltr" maxLength={10} defaultValue={address?.postalCode} error={errors.postalCode} />
      <CheckField label={t('account.addresses.setDefault')} name="isDefault" defaultChecked={address?.isDefault ?? false} />
      <FormMessage error={formError} />
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={pending || undefined}>
          {t('account.addresses.save')}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
