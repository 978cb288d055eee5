import { describe, expect, it } from 'vitest';
import { savedCardWireOf } from './saved-cards.server';

describe('a saved card handed to the page', () => {
  it('carries what the customer reads, never the provider’s token', () => {
    const wire = savedCardWireOf({
      id: 3,
      token: 'tok_sandbox_secret',
      brand: 'mada',
      last4: '0004',
      expiryMonth: 7,
      expiryYear: 2030,
      isDefault: true,
      savedAt: new Date('2026-11-20T10:00:00.000Z'),
    });
    expect(wire).toEqual({ id: 3, brand: 'mada', last4: '0004', expiryMonth: 7, expiryYear: 2030, isDefault: true, savedAt: '2026-11-20T10:00:00.000Z' });
    expect(JSON.stringify(wire)).not.toContain('tok_');
  });
});
