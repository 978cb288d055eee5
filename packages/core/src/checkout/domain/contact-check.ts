import { ok, type Result } from 'neverthrow';
import { parsePhoneNumber } from '../../customer/domain/phone-number.js';
import { readPostalAddress } from '../../customer/domain/postal-address.js';
import type { AreaError, PhoneNumberError, PostalCodeError } from '../../customer/errors.js';
import type { Region } from '../../locale/domain/locale.js';
import type { DeliveryChoice } from './checkout.js';

/** Which of the checkout's two phones a refusal is about: the delivery address's, or the contact one. */
export type CheckoutPhoneField = 'phone' | 'contactPhone';

/** A phone refusal that names its field, so the form can show it there (the address and the contact each have one). */
export type CheckoutPhoneError = PhoneNumberError extends infer E ? (E extends { readonly code: infer C extends string; readonly params: infer P } ? { readonly code: C; readonly params: P & { readonly field: CheckoutPhoneField } } : never) : never;

export type ContactError = CheckoutPhoneError | AreaError | PostalCodeError;

function onField(error: PhoneNumberError, field: CheckoutPhoneField): CheckoutPhoneError {
  return { ...error, params: { ...error.params, field } } as CheckoutPhoneError;
}

/**
 * The delivery as the order keeps it: a home address is read as the address book reads one
 * (`readPostalAddress`: the region's phone rule, kept in E.164, one of its governorates and cities,
 * its postal code form); a pickup needs none of it.
 */
export function checkDelivery(region: Region, delivery: DeliveryChoice): Result<DeliveryChoice, ContactError> {
  if (delivery.kind === 'pickup') return ok(delivery);
  return readPostalAddress(region, delivery.address)
    .map((address): DeliveryChoice => ({ ...delivery, address }))
    .mapErr((error): ContactError => (error.code === 'AREA_UNKNOWN' || error.code === 'POSTAL_CODE_INVALID' ? error : onField(error, 'phone')));
}

/** The shopper's contact phone, when given, in E.164 by the region's rule. */
export function checkContactPhone(region: Region, phone: string | undefined): Result<string | undefined, CheckoutPhoneError> {
  if (phone === undefined || phone.trim() === '') return ok(undefined);
  return parsePhoneNumber(phone, region)
    .map((parsed) => parsed.e164)
    .mapErr((error) => onField(error, 'contactPhone'));
}
