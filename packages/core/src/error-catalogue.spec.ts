import { describe, expect, it } from 'vitest';
import { ANSWERED_ERROR_CODES, ERROR_CATALOGUE, statusOf } from './error-catalogue.js';

describe('error catalogue', () => {
  it('answers a malformed or unknown product the same "not found" on the pages and the API', () => {
    expect(statusOf('NOT_FOUND')).toBe(404);
    expect(statusOf('BRAND_NOT_IN_REGION')).toBe(404);
  });

  it('tells a refused request from a rule the shopper met and from a service that did not answer', () => {
    expect(statusOf('INVALID_REQUEST')).toBe(400);
    expect(statusOf('SIGN_IN_REQUIRED')).toBe(401);
    expect(statusOf('QUANTITY_EXCEEDS')).toBe(409);
    expect(statusOf('ABANDONED_CART_LINK_EXPIRED')).toBe(410);
    expect(statusOf('SIZE_REQUIRED')).toBe(422);
    expect(statusOf('UNAVAILABLE')).toBe(503);
    expect(statusOf('SEARCH_FAILED')).toBe(503);
  });

  it('gives every code an HTTP error status and lists each code once, as a translation key can name it', () => {
    for (const code of ANSWERED_ERROR_CODES) {
      expect(code).toMatch(/^[A-Z_]+$/);
      expect(ERROR_CATALOGUE[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_CATALOGUE[code]).toBeLessThan(600);
    }
    expect(new Set(ANSWERED_ERROR_CODES).size).toBe(ANSWERED_ERROR_CODES.length);
  });
});
