import type { DomainError } from '../shared/errors.js';
import type { Region } from '../locale/domain/locale.js';

/** Each way a phone number can be refused, so the form can say exactly what to fix. */
export type PhoneNumberError =
  | DomainError<'PHONE_REQUIRED', Record<string, never>>
  | DomainError<'PHONE_NOT_DIGITS', { region: Region }>
  | DomainError<'PHONE_TOO_SHORT', { region: Region; minDigits: number; digits: number }>
  | DomainError<'PHONE_OTHER_COUNTRY', { region: Region; expectedCode: string }>
  | DomainError<'PHONE_INVALID_FOR_REGION', { region: Region }>;

/** Sign-in outcomes of the error catalogue (spec section 8). */
export type SignInError =
  | DomainError<'INVALID_CREDENTIALS', Record<string, never>>
  | DomainError<'EMAIL_NOT_VERIFIED', Record<string, never>>
  | DomainError<'LOGIN_FAILED', { serverCode?: string }>
  | DomainError<'CUSTOMER_ATTRIBUTES_UNAVAILABLE', { customerId: number }>;

/** A customer attribute that could not be read: reported, then left out of the typed map. */
export type AttributeIssue =
  | DomainError<'UNKNOWN_ATTRIBUTE', { attributeId: number }>
  | DomainError<'INVALID_ATTRIBUTE_VALUE', { attributeId: number; value: string }>;

export const invalidCredentials = (): SignInError => ({ code: 'INVALID_CREDENTIALS', params: {} });
export const emailNotVerified = (): SignInError => ({ code: 'EMAIL_NOT_VERIFIED', params: {} });
export const loginFailed = (serverCode?: string): SignInError => ({
  code: 'LOGIN_FAILED',
  params: serverCode === undefined ? {} : { serverCode },
});
export const attributesUnavailable = (customerId: number): SignInError => ({
  code: 'CUSTOMER_ATTRIBUTES_UNAVAILABLE',
  params: { customerId },
});
