import { describe, expect, it } from 'vitest';
import { cartRejected } from './cart/errors.js';
import { attributesUnavailable, emailNotVerified, invalidCredentials, loginFailed } from './customer/errors.js';
import { ERROR_CATALOGUE, behaviourOf, translationKeyOf } from './error-catalogue.js';
import { invalidParameterValue, unknownParameter } from './search/errors.js';
import { optionNotFound, pageNotFound, renderFailed, translationMissing } from './shell/errors.js';

describe('error catalogue', () => {
  it('shows an unknown page as the 404 page and a render failure as the error screen', () => {
    expect(behaviourOf(pageNotFound('/en-sa/nope'))).toEqual({ presentation: 'page', stopsFlow: true });
    expect(behaviourOf(renderFailed()).presentation).toBe('screen');
  });

  it('shows the key for a missing translation and a not-found label for a dropdown without match', () => {
    expect(translationMissing('home.title')).toEqual({ code: 'TRANSLATION_MISSING', params: { key: 'home.title' } });
    expect(behaviourOf(optionNotFound('xyz')).presentation).toBe('inline');
  });

  it('toasts invalid credentials, unverified email and quantity exceeded', () => {
    expect(behaviourOf(invalidCredentials()).presentation).toBe('toast');
    expect(behaviourOf(emailNotVerified()).presentation).toBe('toast');
    expect(behaviourOf({ code: 'QUANTITY_EXCEEDS' }).presentation).toBe('toast');
  });

  it('aborts sign-in when attributes fail but only logs a failed cart merge', () => {
    expect(behaviourOf(attributesUnavailable(3)).stopsFlow).toBe(true);
    expect(behaviourOf({ code: 'CART_MERGE_FAILED' })).toEqual({ presentation: 'log', stopsFlow: false });
    expect(behaviourOf({ code: 'CART_ATTRIBUTE_CLEAR_FAILED' }).presentation).toBe('log');
    expect(behaviourOf({ code: 'GUEST_CART_INIT_FAILED' }).presentation).toBe('log');
  });

  it('returns a rejected cart change to the caller without updating the cart', () => {
    expect(cartRejected('add', 'c-1')).toEqual({ code: 'CART_REJECTED', params: { operation: 'add', cartId: 'c-1' } });
    expect(cartRejected('create')).toEqual({ code: 'CART_REJECTED', params: { operation: 'create' } });
    expect(behaviourOf(cartRejected('add')).presentation).toBe('caller');
  });

  it('carries params, never sentences', () => {
    expect(loginFailed()).toEqual({ code: 'LOGIN_FAILED', params: {} });
    expect(loginFailed('UNAVAILABLE')).toEqual({ code: 'LOGIN_FAILED', params: { serverCode: 'UNAVAILABLE' } });
    expect(unknownParameter('x')).toEqual({ code: 'UNKNOWN_PARAMETER', params: { name: 'x' } });
    expect(invalidParameterValue('page', '0')).toEqual({ code: 'INVALID_PARAMETER_VALUE', params: { name: 'page', value: '0' } });
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(code).toMatch(/^[A-Z_]+$/);
  });

  it('names the translation errors.<code>', () => {
    expect(translationKeyOf('INVALID_CREDENTIALS')).toBe('errors.INVALID_CREDENTIALS');
  });
});
