import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerPort } from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';

/**
 * What every customer store must hold before the contract runs. A harness seeds it by its own
 * means (rows, a provider's sandbox) and says which ids it got.
 */
export const CUSTOMER_CONTRACT_DATA = {
  region: 'sa' as Region,
  otherRegion: 'ae' as Region,
  customer: {
    email: 'Noura.Contract@example.com',
    password: 'correct horse battery 42',
    firstName: 'Noura',
    lastName: 'Alharbi',
    /** Attribute id and stored value: title, newsletter, email verified. */
    attributes: [
      { attributeId: 1, value: 'Ms' },
      { attributeId: 4, value: 'true' },
      { attributeId: 15, value: 'true' },
    ],
    /** The second is the default, so "default first" is not insertion order. */
    addresses: [
      { firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567', line1: '12 Olaya Street', city: 'Riyadh', isDefault: false },
      { firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567', line1: '7 Tahlia Street', city: 'Jeddah', postalCode: '23434', isDefault: true },
    ],
    instruments: [
      { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, isDefault: false },
      { brand: 'mada', last4: '1111', expiryMonth: 3, expiryYear: 2029, isDefault: true },
    ],
  },
  /** The same email registered in the other region's store, with its own password. */
  otherRegionCustomer: { email: 'noura.contract@example.com', password: 'another password 7', firstName: 'Noura' },
} as const;

export interface CustomerContractSubject {
  readonly port: CustomerPort;
  readonly customerId: number;
  readonly otherRegionCustomerId: number;
  dispose(): Promise<void>;
}

/** The rules every `CustomerPort` adapter keeps, whatever stores the customers. */
export function customerPortContract(label: string, arrange: () => Promise<CustomerContractSubject>): void {
  const { region, otherRegion, customer, otherRegionCustomer } = CUSTOMER_CONTRACT_DATA;

  describe(`CustomerPort contract: ${label}`, () => {
    let subject: CustomerContractSubject;
    beforeAll(async () => {
      subject = await arrange();
    });
    afterAll(() => subject?.dispose());

    it('signs in with the right password, matching the email in any letter case', async () => {
      const signedIn = (await subject.port.authenticate(region, `  ${customer.email.toUpperCase()} `, customer.password))._unsafeUnwrap();

      expect(signedIn).toMatchObject({ id: subject.customerId, region, firstName: customer.firstName, lastName: customer.lastName });
      expect(signedIn.email.toLowerCase()).toBe(customer.email.toLowerCase());
    });

    it('answers INVALID_CREDENTIALS for a wrong password and for an unknown email alike', async () => {
      const wrongPassword = await subject.port.authenticate(region, customer.email, 'not the password');
      const unknownEmail = await subject.port.authenticate(region, 'nobody-here@example.com', customer.password);

      expect(wrongPassword._unsafeUnwrapErr()).toEqual({ code: 'INVALID_CREDENTIALS', params: {} });
      expect(unknownEmail._unsafeUnwrapErr()).toEqual(wrongPassword._unsafeUnwrapErr());
    });

    it('checks the password of the region’s own account when the email exists in two regions', async () => {
      const elsewhere = await subject.port.authenticate(otherRegion, customer.email, customer.password);
      const theirs = (await subject.port.authenticate(otherRegion, otherRegionCustomer.email, otherRegionCustomer.password))._unsafeUnwrap();

      expect(elsewhere._unsafeUnwrapErr().code).toBe('INVALID_CREDENTIALS');
      expect(theirs).toMatchObject({ id: subject.otherRegionCustomerId, region: otherRegion });
    });

    it('reads the profile of a customer of the region', async () => {
      const profile = (await subject.port.getCustomer(region, subject.customerId))._unsafeUnwrap();

      expect(profile).toMatchObject({ id: subject.customerId, region, firstName: customer.firstName });
    });

    it('answers NOT_FOUND for a customer of another region, for every read', async () => {
      const id = subject.otherRegionCustomerId;
      const results = await Promise.all([
        subject.port.getCustomer(region, id),
        subject.port.getAttributes(region, id),
        subject.port.listPaymentInstruments(region, id),
      ]);

      expect(results.map((result) => result._unsafeUnwrapErr().code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    });

    it('reads attributes typed: text, booleans, absent when never set', async () => {
      const attributes = (await subject.port.getAttributes(region, subject.customerId))._unsafeUnwrap();

      expect(attributes).toEqual({ title: 'Ms', newsletterSubscribed: true, emailVerified: true });
    });

    it('writes attributes and blanks one with null, which then reads as absent', async () => {
      const update = { savedCartId: 'cart-123', dateOfBirth: '1990-04-17', defaultAddressId: 42, title: null } as const;
      (await subject.port.updateAttributes(region, subject.customerId, update))._unsafeUnwrap();
      const after = (await subject.port.getAttributes(region, subject.customerId))._unsafeUnwrap();

      expect(after).toEqual({
        newsletterSubscribed: true,
        emailVerified: true,
        savedCartId: 'cart-123',
        dateOfBirth: '1990-04-17',
        defaultAddressId: 42,
      });
    });

    it('overwrites an attribute written before (the saved cart id moves on)', async () => {
      (await subject.port.updateAttributes(region, subject.customerId, { savedCartId: 'cart-1' }))._unsafeUnwrap();
      (await subject.port.updateAttributes(region, subject.customerId, { savedCartId: 'cart-2', cartResetMarker: null }))._unsafeUnwrap();

      const after = (await subject.port.getAttributes(region, subject.customerId))._unsafeUnwrap();
      expect(after.savedCartId).toBe('cart-2');
      expect(after.cartResetMarker).toBeUndefined();
    });

    it('lists saved payment instruments default first, with display details only', async () => {
      const instruments = (await subject.port.listPaymentInstruments(region, subject.customerId))._unsafeUnwrap();

      expect(instruments.map(({ id: _id, ...shown }) => shown)).toEqual([
        { brand: 'mada', last4: '1111', expiryMonth: 3, expiryYear: 2029, isDefault: true },
        { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, isDefault: false },
      ]);
      expect(new Set(instruments.map((instrument) => instrument.id)).size).toBe(2);
    });

    it('has no instruments for a customer who saved none in the region', async () => {
      const none = (await subject.port.listPaymentInstruments(otherRegion, subject.otherRegionCustomerId))._unsafeUnwrap();

      expect(none).toEqual([]);
    });
  });
}
