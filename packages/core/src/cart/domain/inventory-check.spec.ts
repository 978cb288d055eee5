import { describe, expect, it } from 'vitest';
import { aCartLine } from '../test-support/cart-line.builder.js';
import { checkInventory } from './inventory-check.js';

describe('inventory check', () => {
  const ring = aCartLine().withSku('RING').withQuantity(3).build();
  const chain = aCartLine().withSku('CHAIN').withQuantity(1).build();

  it('flags a line asking for more than the region can sell as exceedingQuantity', () => {
    const check = checkInventory([ring, chain], new Map([['RING', { isInStock: true, availableToSell: 2 }], ['CHAIN', { isInStock: true, availableToSell: 5 }]]));
    expect(check.lines.map(({ sku, hasStock, exceedingQuantity }) => ({ sku, hasStock, exceedingQuantity }))).toEqual([
      { sku: 'RING', hasStock: true, exceedingQuantity: true },
      { sku: 'CHAIN', hasStock: true, exceedingQuantity: false },
    ]);
    expect(check.canCheckout).toBe(false);
  });

  it('marks lines without stock, or unknown to the stock list, as out of stock', () => {
    const check = checkInventory([chain, ring], new Map([['CHAIN', { isInStock: false, availableToSell: 4 }]]));
    expect(check.lines.every((line) => !line.hasStock && line.exceedingQuantity)).toBe(true);
  });

  it('lets checkout start when every line is in stock within what can be sold', () => {
    expect(checkInventory([ring], new Map([['RING', { isInStock: true, availableToSell: 3 }]])).canCheckout).toBe(true);
  });
});
