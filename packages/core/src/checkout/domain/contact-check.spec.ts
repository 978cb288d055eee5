import { describe, expect, it } from 'vitest';
import { HOME } from '../test-support/checkout-world.js';
import { checkContactPhone, checkDelivery } from './contact-check.js';

describe('checkDelivery', () => {
  it('keeps a home address’s phone in E.164 and takes only the region’s governorates and cities', () => {
    const home = HOME as Extract<typeof HOME, { kind: 'home' }>;
    expect(checkDelivery('sa', { ...home, address: { ...home.address, phone: '0501234567' } })._unsafeUnwrap()).toMatchObject({ address: { phone: '+966501234567' } });
    expect(checkDelivery('sa', { ...home, address: { ...home.address, city: 'dubai' } })._unsafeUnwrapErr()).toEqual({ code: 'AREA_UNKNOWN', params: { governorate: 'riyadh', city: 'dubai' } });
    // A phone refusal names its field: the address's phone.
    expect(checkDelivery('ae', home)._unsafeUnwrapErr()).toMatchObject({ code: 'PHONE_OTHER_COUNTRY', params: { field: 'phone', expectedCode: '+971' } });
    expect(checkDelivery('eg', { kind: 'pickup', boutiqueId: 1 })._unsafeUnwrap()).toEqual({ kind: 'pickup', boutiqueId: 1 });
    // The postal code as the address book takes it: the region's form only.
    expect(checkDelivery('sa', { ...home, address: { ...home.address, postalCode: 'ABCDE' } })._unsafeUnwrapErr()).toEqual({ code: 'POSTAL_CODE_INVALID', params: { region: 'sa' } });
  });
});

describe('checkContactPhone', () => {
  it('reads a contact phone by the region’s rule, and none when not given', () => {
    expect(checkContactPhone('sa', '050 123 4567')._unsafeUnwrap()).toBe('+966501234567');
    expect(checkContactPhone('sa', undefined)._unsafeUnwrap()).toBeUndefined();
    expect(checkContactPhone('sa', '  ')._unsafeUnwrap()).toBeUndefined();
    expect(checkContactPhone('sa', '12')._unsafeUnwrapErr()).toEqual({ code: 'PHONE_TOO_SHORT', params: { region: 'sa', minDigits: 9, digits: 2, field: 'contactPhone' } });
  });
});
