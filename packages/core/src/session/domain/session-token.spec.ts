import { describe, expect, it } from 'vitest';
import { isWellFormedSessionToken, newSessionToken, sessionIdHash } from './session-token.js';

describe('session tokens', () => {
  it('are 43 base64url characters, well formed by their own check', () => {
    for (let index = 0; index < 200; index += 1) {
      const token = newSessionToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(isWellFormedSessionToken(token)).toBe(true);
    }
  });

  it('refuses what the server never writes: other lengths, alphabets, a last character with stray bits', () => {
    const token = newSessionToken();
    for (const value of [undefined, '', token.slice(1), `${token}A`, `${token.slice(0, 42)}+`, `${token.slice(0, 42)}B`, `${token.slice(0, 41)}=A`, 42]) {
      expect(isWellFormedSessionToken(value)).toBe(false);
    }
  });

  it('hash to SHA-256 in hex', async () => {
    // SHA-256 of 43 'A's (base64url of 32 zero bytes), by `printf %s AAA… | sha256sum`.
    expect(await sessionIdHash('A'.repeat(43))).toBe('0f007385b6f9d4b7eeb2748605afe1a984a0a3bfa3f014d09e2a784ce9e5cd1a');
    expect(await sessionIdHash('A'.repeat(43))).not.toBe(await sessionIdHash(`${'A'.repeat(42)}E`));
  });
});
