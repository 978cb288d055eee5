import { describe, expect, it } from 'vitest';
import { fakeCustomerPort } from '../../test-support/fake-ports.js';
import { ClearCartOnRegionChange } from './clear-cart-on-region-change.use-case.js';

describe('ClearCartOnRegionChange', () => {
  it('clears nothing on the first region observed', async () => {
    const customers = fakeCustomerPort();
    const outcome = await new ClearCartOnRegionChange(customers).execute({ region: 'sa', customerId: 4 });
    expect(outcome._unsafeUnwrap()).toEqual({ changed: false, clearGuestCart: false, clearCachedCart: false });
    expect(customers.updateAttributes).not.toHaveBeenCalled();
  });

  it('clears the guest and cached carts of a guest who changes region', async () => {
    const outcome = await new ClearCartOnRegionChange(fakeCustomerPort()).execute({ previousRegion: 'sa', region: 'ae' });
    expect(outcome._unsafeUnwrap()).toEqual({ changed: true, clearGuestCart: true, clearCachedCart: true });
  });

  it('blanks cart attribute 170 for a signed-in customer in the new region', async () => {
    const customers = fakeCustomerPort();
    await new ClearCartOnRegionChange(customers).execute({ previousRegion: 'sa', region: 'eg', customerId: 4 });
    expect(customers.updateAttributes).toHaveBeenCalledWith('eg', 4, { cartResetMarker: null });
  });

  it('reports a failed attribute reset for the log and still changes region', async () => {
    const outcome = await new ClearCartOnRegionChange(fakeCustomerPort({ failAttributeWrites: true })).execute({ previousRegion: 'sa', region: 'eg', customerId: 4 });
    expect(outcome._unsafeUnwrap()).toEqual({
      changed: true,
      clearGuestCart: true,
      clearCachedCart: true,
      failure: { code: 'CART_ATTRIBUTE_CLEAR_FAILED', params: { customerId: 4, region: 'eg' } },
    });
  });
});
