import { isCustomerDay, passwordLengthIssue, phoneShapeIssue } from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';
import { CartApiError } from '../../../lib/store-api/store-api-error';
import type { TFunction } from '../../../lib/i18n';

/** A form's messages by field name; a field without one is fine. */
export type FieldErrors = Readonly<Record<string, string>>;

/** What a form shows of a refusal: messages next to fields, or one for the whole form. */
export interface FormRefusal {
  readonly fields: FieldErrors;
  readonly form?: string;
}

/** Which field a refusal of the API is about, by its code (a date's, by its params); the form names its password field. */
function fieldOfCode(code: string, params: Readonly<Record<string, unknown>>, names: { readonly password?: string; readonly currentPassword?: string }): string | undefined {
  if (code.startsWith('PHONE_')) return 'phone';
  if (code === 'DAY_INVALID') return typeof params.field === 'string' ? params.field : undefined;
  if (code.startsWith('PASSWORD_')) return names.password ?? 'password';
  if (code === 'CURRENT_PASSWORD_INCORRECT') return names.currentPassword ?? 'currentPassword';
  if (code === 'AREA_UNKNOWN') return 'governorate';
  if (code === 'POSTAL_CODE_INVALID') return 'postalCode';
  return undefined;
}

/** The refusal of a form's call as messages: each in the page's language, never a raw code. */
export function refusalOf(
  t: TFunction,
  error: unknown,
  names: { readonly password?: string; readonly currentPassword?: string } = {},
): FormRefusal {
  if (!(error instanceof CartApiError)) return { fields: {}, form: t('errors.UNAVAILABLE') };
  const message = t(`errors.${error.code}`, { ...error.params, defaultValue: t('errors.INVALID_REQUEST') });
  const field = fieldOfCode(error.code, error.params, names);
  return field ? { fields: { [field]: message } } : { fields: {}, form: message };
}

/** The rules the browser checks before sending, so the shopper hears of a slip at once. */
export const check = {
  required: (t: TFunction, value: string): string | undefined => (value.trim() === '' ? t('auth.fieldErrors.required') : undefined),
  email: (t: TFunction, value: string): string | undefined =>
    value.trim() === '' ? t('auth.fieldErrors.required') : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : t('auth.fieldErrors.email'),
  /** The core policy's length, counted as the core counts it; the list of breached passwords is the server's to check. */
  newPassword: (t: TFunction, value: string): string | undefined =>
    value === '' ? t('auth.fieldErrors.required') : passwordLengthIssue(value) === undefined ? undefined : t('auth.fieldErrors.passwordLength'),
  /** An optional day already lived, from 1900 on (`YYYY-MM-DD` from a date field): the core's `isCustomerDay`, up to the shopper's today. */
  pastDay: (t: TFunction, value: string, today: string): string | undefined => (value === '' || isCustomerDay(value, today) ? undefined : t('auth.fieldErrors.date')),
  maxLength: (t: TFunction, value: string, max: number): string | undefined => (value.length > max ? t('auth.fieldErrors.tooLong') : undefined),
  /**
   * A phone as the region writes it (the core's `phoneShapeIssue`: digits, its prefix, enough of
   * them), so a slip shows with the form's other errors; whether the region issues the number is
   * the server's to say. Empty is "required".
   */
  phone: (t: TFunction, value: string, region: Region): string | undefined => (value.trim() === '' ? t('auth.fieldErrors.required') : phoneShapeMessage(t, value, region)),
};

/** Why a typed phone is not shaped as the region's (the core's `phoneShapeIssue`), in the page's language; nothing when it is. */
export function phoneShapeMessage(t: TFunction, value: string, region: Region): string | undefined {
  const issue = phoneShapeIssue(value, region);
  return issue === undefined ? undefined : t(`errors.${issue.code}`, { ...issue.params });
}

/** The messages that are set, without the fields that passed. */
export function onlyErrors(errors: Readonly<Record<string, string | undefined>>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
