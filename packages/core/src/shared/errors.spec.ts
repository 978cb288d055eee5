import { describe, expect, it } from 'vitest';
import { assertNever, causeOf, conflict, invalid, notFound, unavailable } from './errors.js';
import { money } from '../catalog/domain/money.js';

describe('errors as data', () => {
  it('carries a stable code and the params a translation needs, never a sentence', () => {
    expect(notFound('product', 'R-1')).toEqual({ code: 'NOT_FOUND', params: { entity: 'product', id: 'R-1' } });
    expect(conflict('cart', 'version')).toEqual({ code: 'CONFLICT', params: { entity: 'cart', reason: 'version' } });
    expect(unavailable('database')).toEqual({ code: 'UNAVAILABLE', params: { service: 'database' } });
    expect(invalid('limit', 'too_big')).toEqual({ code: 'INVALID', params: { field: 'limit', issue: 'too_big' } });
  });

  it('keeps what failed underneath for the log, out of the data that is sent and compared', () => {
    const cause = new Error('connection refused');
    const error = unavailable('catalog', cause);

    expect(causeOf(error)).toBe(cause);
    expect(error).toEqual({ code: 'UNAVAILABLE', params: { service: 'catalog' } });
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 'UNAVAILABLE', params: { service: 'catalog' } });
    expect(causeOf(unavailable('catalog'))).toBeUndefined();
  });

  it('treats an impossible branch as a programmer bug', () => {
    expect(() => assertNever('x' as never)).toThrow('Unexpected value: "x"');
  });
});

describe('money', () => {
  it('holds whole minor units only', () => {
    expect(money(1999, 'SAR')).toEqual({ amountMinor: 1999, currency: 'SAR' });
    expect(() => money(19.99, 'SAR')).toThrow(RangeError);
  });
});
