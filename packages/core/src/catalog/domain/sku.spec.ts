import { describe, expect, it } from 'vitest';
import { parseSku, SKU_MAX_LENGTH } from './sku.js';

describe('a SKU from outside', () => {
  it('is taken trimmed', () => {
    expect(parseSku(' LZ-RG-1001 ')).toBe('LZ-RG-1001');
    expect(parseSku('ML-BG-1')).toBe('ML-BG-1');
  });

  it('is refused when empty, too long, not text or holding a control character', () => {
    for (const value of ['', '   ', 'x'.repeat(SKU_MAX_LENGTH + 1), 42, null, undefined, 'LZ-RG-1001\u0000', '\u0000\u0001', 'LZ\u0085RG', 'LZ\nRG']) {
      expect(parseSku(value)).toBeUndefined();
    }
  });
});
