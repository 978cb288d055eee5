import { describe, expect, it } from 'vitest';
import { NodeMessageSignatures } from './node-message-signatures.js';

const signatures = new NodeMessageSignatures();

describe('NodeMessageSignatures', () => {
  it('signs with HMAC-SHA256 as RFC 4231 test case 2 gives it', () => {
    expect(signatures.sign('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('verifies its own signature and refuses another message, another secret or another spelling', () => {
    const signature = signatures.sign('whsec', '1732580000.{"id":"evt_1"}');
    expect(signatures.verify('whsec', '1732580000.{"id":"evt_1"}', signature)).toBe(true);
    expect(signatures.verify('whsec', '1732580001.{"id":"evt_1"}', signature)).toBe(false);
    expect(signatures.verify('other', '1732580000.{"id":"evt_1"}', signature)).toBe(false);
    expect(signatures.verify('whsec', '1732580000.{"id":"evt_1"}', signature.toUpperCase())).toBe(false);
    expect(signatures.verify('whsec', '1732580000.{"id":"evt_1"}', signature.slice(0, 63))).toBe(false);
    expect(signatures.verify('whsec', '1732580000.{"id":"evt_1"}', '')).toBe(false);
  });

  it('makes codes of the asked number of digits, leading zeros kept, and tokens that differ', () => {
    const codes = Array.from({ length: 200 }, () => signatures.randomDigits(6));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(signatures.randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signatures.randomToken()).not.toBe(signatures.randomToken());
  });

  it('digests as SHA-256 hex', () => {
    expect(signatures.digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
