import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { MessageSignatures } from '@storefront/core/checkout';

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** `MessageSignatures` over Node's crypto: HMAC-SHA256, constant-time comparison, CSPRNG codes. */
export class NodeMessageSignatures implements MessageSignatures {
  sign(secret: string, message: string): string {
    return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
  }

  verify(secret: string, message: string, signature: string): boolean {
    // One spelling only (lower-case hex, 64 characters), so a signature has no look-alikes.
    if (!HEX_SHA256.test(signature)) return false;
    return timingSafeEqual(Buffer.from(this.sign(secret, message), 'utf8'), Buffer.from(signature, 'utf8'));
  }

  randomToken(): string {
    return randomBytes(32).toString('base64url');
  }

  randomDigits(digits: number): string {
    if (!Number.isSafeInteger(digits) || digits < 1 || digits > 12) throw new RangeError('digits must be 1 to 12');
    let code = '';
    for (let i = 0; i < digits; i += 1) code += String(randomInt(10));
    return code;
  }

  digest(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}
