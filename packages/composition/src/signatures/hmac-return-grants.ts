import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRegion } from '@storefront/core/locale';
import type { ReturnGrantClaims, ReturnGrantSigner } from '@storefront/core/returns';

const REFERENCE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

/**
 * Guests' return grants (decision 1312): `region.reference.expiresAtSeconds.signature`, the
 * signature an HMAC-SHA256 (base64url) of the rest under the server's key. A token it did not sign
 * reads as nothing; the core checks the region and the expiry.
 */
export class HmacReturnGrants implements ReturnGrantSigner {
  constructor(private readonly key: Buffer) {}

  sign(claims: ReturnGrantClaims): string {
    const body = `${claims.region}.${claims.orderReference}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
    return `${body}.${this.mac(body)}`;
  }

  read(grant: string): ReturnGrantClaims | undefined {
    const parts = grant.split('.');
    if (parts.length !== 4) return undefined;
    const [region, orderReference, seconds, signature] = parts as [string, string, string, string];
    const body = `${region}.${orderReference}.${seconds}`;
    const expected = Buffer.from(this.mac(body), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    if (!isRegion(region) || !REFERENCE.test(orderReference) || !/^\d{1,12}$/.test(seconds)) return undefined;
    return { region, orderReference, expiresAt: new Date(Number(seconds) * 1000) };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body, 'utf8').digest('base64url');
  }
}
