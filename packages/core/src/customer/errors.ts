import type { DomainError } from '../shared/errors.js';
import type { Region } from '../locale/domain/locale.js';

/** Each way a phone number can be refused, so the form can say exactly what to fix. */
export type PhoneNumberError =
  | DomainError<'PHONE_REQUIRED', Record<string, never>>
  | DomainError<'PHONE_NOT_DIGITS', { region: Region }>
  | DomainError<'PHONE_TOO_SHORT', { region: Region; minDigits: number; digits: number }>
  | DomainError<'PHONE_OTHER_COUNTRY', { region: Region; expectedCode: string }>
  | DomainError<'PHONE_INVALID_FOR_REGION', { region: Region }>;

/** The customer's dates that must be days already lived. */
export type CustomerDayField = 'dateOfBirth' | 'anniversaryDate';

/** A date of birth or anniversary that is no real day, lies ahead, or comes before 1900. */
export type CustomerDayError = DomainError<'DAY_INVALID', { field: CustomerDayField; earliest: string }>;

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

/** A password the policy refuses, with what the form needs to say why (decision 1011). */
export type PasswordPolicyError =
  | DomainError<'PASSWORD_TOO_SHORT', { min: number }>
  | DomainError<'PASSWORD_TOO_LONG', { max: number }>
  | DomainError<'PASSWORD_BREACHED', Record<string, never>>
  | DomainError<'PASSWORD_GUESSABLE', Record<string, never>>;

/** A new password that is the one it replaces. */
export type PasswordUnchangedError = DomainError<'PASSWORD_UNCHANGED', Record<string, never>>;

/**
 * A one-time link that cannot be used: never issued, used already, replaced by a newer one, or
 * tampered with (all `TOKEN_INVALID`, so nothing tells them apart), or past its lifetime.
 */
export type OneTimeTokenError = DomainError<'TOKEN_INVALID', Record<string, never>> | DomainError<'TOKEN_EXPIRED', Record<string, never>>;

/** No session of the request's region: the account routes answer 401. */
export type SignedOutError = DomainError<'SIGNED_OUT', Record<string, never>>;

/** The current password, asked for before a change of password or email, was wrong. */
export type CurrentPasswordError = DomainError<'CURRENT_PASSWORD_INCORRECT', Record<string, never>>;

/** An address whose governorate or city is not one of the region's. */
export type AreaError = DomainError<'AREA_UNKNOWN', { governorate: string; city: string }>;

/** A postal code the region's form does not take (`postalCodeIssue`). */
export type PostalCodeError = DomainError<'POSTAL_CODE_INVALID', { region: Region }>;

/** The address book holds as many addresses as a customer may keep. */
export type AddressBookFullError = DomainError<'ADDRESS_BOOK_FULL', { max: number }>;

export const signedOut = (): SignedOutError => ({ code: 'SIGNED_OUT', params: {} });
export const tokenInvalid = (): OneTimeTokenError => ({ code: 'TOKEN_INVALID', params: {} });
export const tokenExpired = (): OneTimeTokenError => ({ code: 'TOKEN_EXPIRED', params: {} });
export const currentPasswordIncorrect = (): CurrentPasswordError => ({ code: 'CURRENT_PASSWORD_INCORRECT', params: {} });
