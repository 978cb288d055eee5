import type { MessageSignatures } from '../ports/message-signatures.port.js';

/** FNV-1a over the text, as hex: a stand-in for HMAC and SHA-256 that tells different inputs apart. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Deterministic signatures for the specs: a signature holds only for the same secret and message. */
export class FakeMessageSignatures implements MessageSignatures {
  private counter = 0;

  sign(secret: string, message: string): string {
    return `${fnv(`${secret}\u0000${message}`)}${fnv(`${message}\u0000${secret}`)}`;
  }

  verify(secret: string, message: string, signature: string): boolean {
    return this.sign(secret, message) === signature;
  }

  randomToken(): string {
    this.counter += 1;
    return `token-${this.counter}`;
  }

  randomDigits(digits: number): string {
    this.counter += 1;
    return String(this.counter).padStart(digits, '0').slice(-digits);
  }

  digest(text: string): string {
    return fnv(text).repeat(8);
  }
}
