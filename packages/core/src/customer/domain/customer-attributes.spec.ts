import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCustomerAttributes, serialiseCustomerAttributes, type CustomerAttributes } from './customer-attributes.js';
import { guardLogin } from './login-guard.js';

describe('customer attributes', () => {
  it('reads attributes 1-17 and the cart attribute 170 into typed fields', () => {
    const { attributes, issues } = parseCustomerAttributes([
      { attributeId: 1, value: 'Ms' },
      { attributeId: 2, value: '1990-02-28' },
      { attributeId: 4, value: 'true' },
      { attributeId: 5, value: '42' },
      { attributeId: 7, value: 'cart-abc' },
      { attributeId: 15, value: '0' },
      { attributeId: 16, value: 'Yes' },
      { attributeId: 170, value: 'cart-old' },
    ]);
    expect(issues).toEqual([]);
    expect(attributes).toEqual({
      title: 'Ms',
      dateOfBirth: '1990-02-28',
      newsletterSubscribed: true,
      defaultAddressId: 42,
      savedCartId: 'cart-abc',
      emailVerified: false,
      verificationEmailSent: true,
      cartResetMarker: 'cart-old',
    });
  });

  it('treats a blank attribute as absent, so a cleared saved cart is no cart', () => {
    expect(parseCustomerAttributes([{ attributeId: 7, value: 'cart-1' }, { attributeId: 7, value: '  ' }]).attributes).toEqual({});
  });

  it('reports unknown ids and unreadable values instead of failing', () => {
    const { attributes, issues } = parseCustomerAttributes([
      { attributeId: 8, value: 'x' },
      { attributeId: 2, value: '1990-02-30' },
      { attributeId: 15, value: 'maybe' },
      { attributeId: 5, value: 'abc' },
      { attributeId: 13, value: 'Jeddah' },
    ]);
    expect(attributes).toEqual({ city: 'Jeddah' });
    expect(issues.map((issue) => issue.code)).toEqual(['UNKNOWN_ATTRIBUTE', 'INVALID_ATTRIBUTE_VALUE', 'INVALID_ATTRIBUTE_VALUE', 'INVALID_ATTRIBUTE_VALUE']);
  });

  it('writes attributes in id order and blanks the ones set to null', () => {
    expect(serialiseCustomerAttributes({ cartResetMarker: null, savedCartId: 'c-9', newsletterSubscribed: false })).toEqual([
      { attributeId: 4, value: 'false' },
      { attributeId: 7, value: 'c-9' },
      { attributeId: 170, value: '' },
    ]);
  });

  it('reads back what it writes', () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() === value && value !== '');
    const day = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    const attributes = fc.record(
      {
        title: text,
        dateOfBirth: day,
        newsletterSubscribed: fc.boolean(),
        defaultAddressId: fc.nat(),
        savedCartId: text,
        city: text,
        emailVerified: fc.boolean(),
        cartResetMarker: text,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(attributes, (original: CustomerAttributes) => {
        const parsed = parseCustomerAttributes(serialiseCustomerAttributes(original));
        expect(parsed.issues).toEqual([]);
        expect(parsed.attributes).toEqual(original);
      }),
    );
  });
});

describe('login guard', () => {
  it('stops sign-in with verify-email when the verification email was sent but not confirmed', () => {
    expect(guardLogin({ verificationEmailSent: true, emailVerified: false })).toBe('verify-email');
  });

  it('lets a verified customer in', () => {
    expect(guardLogin({ verificationEmailSent: true, emailVerified: true })).toBe('proceed');
  });

  it('lets in accounts that predate email verification', () => {
    expect(guardLogin({})).toBe('proceed');
  });

  it('stops sign-in whenever the two attributes disagree, as the spec reads', () => {
    expect(guardLogin({ emailVerified: true })).toBe('verify-email');
  });
});
