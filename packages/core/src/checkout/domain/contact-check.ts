import { err, ok, type Result } from 'neverthrow';
import { isKnownArea } from '../../customer/data/areas.js';
import { parsePhoneNumber } from '../../customer/domain/phone-number.js';
import type { AreaError, PhoneNumberError } from '../../customer/errors.js';
import type { Region } from '../../locale/domain/locale.js';
import type { DeliveryChoice } from './checkout.js';

export type ContactError = PhoneNumberError | AreaError;

/**
 * The delivery as the order keeps it: a home address takes the region's phone rule (kept in E.164)
 * and one of its governorates and cities, as the address book's do; a pickup needs neither.
 */
export function checkDelivery(region: Region, delivery: DeliveryChoice): Result<DeliveryChoice, ContactError> {
  if (delivery.kind === 'pickup') return ok(delivery);
  const { address } = delivery;
  const phone = parsePhoneNumber(address.phone, region);
  if (phone.isErr()) return err(phone.error);
  if (!isKnownArea(region, address.governorate, address.city)) return err({ code: 'AREA_UNKNOWN', params: { governorate: address.governorate, city: address.city } });
  return ok({ ...delivery, address: { ...address, phone: phone.value.e164 } });
}

/** The shopper's contact phone, when given, in E.164 by the region's rule. */
export function checkContactPhone(region: Region, phone: string | undefined): Result<string | undefined, PhoneNumberError> {
  if (phone === undefined || phone.trim() === '') return ok(undefined);
  return parsePhoneNumber(phone, region).map((parsed) => parsed.e164);
}
