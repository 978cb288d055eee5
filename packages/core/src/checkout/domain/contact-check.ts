import { err, ok, type Result } from 'neverthrow';
import { isKnownArea } from '../../customer/data/areas.js';
import { parsePhoneNumber } from '../../customer/domain/phone-number.js';
import type { AreaError, PhoneNumberError } from '../../customer/errors.js';
import type { Region } from '../../locale/domain/locale.js';
import type { DeliveryChoice } from './checkout.js';

/** Which of the checkout's two phones a refusal is about: the delivery address's, or the contact one. */
export type CheckoutPhoneField = 'phone' | 'contactPhone';

/** A phone refusal that names its field, so the form can show it there (the address and the contact each have one). */
export type CheckoutPhoneError = PhoneNumberError extends infer E ? (E extends { readonly code: infer C extends string; readonly params: infer P } ? { readonly code: C; readonly params: P & { readonly field: CheckoutPhoneField } } : never) : never;

export type ContactError = CheckoutPhoneError | AreaError;

function onField(error: PhoneNumberError, field: CheckoutPhoneField): CheckoutPhoneError {
  return { ...error, params: { ...error.params, field } } as CheckoutPhoneError;
}

/**
 * The delivery as the order keeps it: a home address takes the region's phone rule (kept in E.164)
 * and one of its governorates and cities, as the address book's do; a pickup needs neither.
 */
export function checkDelivery(region: Region, delivery: DeliveryChoice): Result<DeliveryChoice, ContactError> {
  if (delivery.kind === 'pickup') return ok(delivery);
  const { address } = delivery;
  const phone = parsePhoneNumber(address.phone, region);
  if (phone.isErr()) return err(onField(phone.error, 'phone'));
  if (!isKnownArea(region, address.governorate, address.city)) return err({ code: 'AREA_UNKNOWN', params: { governorate: address.governorate, city: address.city } });
  return ok({ ...delivery, address: { ...address, phone: phone.value.e164 } });
}

/** The shopper's contact phone, when given, in E.164 by the region's rule. */
export function checkContactPhone(region: Region, phone: string | undefined): Result<string | undefined, CheckoutPhoneError> {
  if (phone === undefined || phone.trim() === '') return ok(undefined);
  return parsePhoneNumber(phone, region)
    .map((parsed) => parsed.e164)
    .mapErr((error) => onField(error, 'contactPhone'));
}
