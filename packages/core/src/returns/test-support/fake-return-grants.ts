import { isRegion } from '../../locale/domain/locale.js';
import type { ReturnGrantClaims, ReturnGrantSigner } from '../ports/return-grant-signer.port.js';

/** A stand-in signature: FNV-1a of the body, hex. */
function mark(body: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < body.length; index += 1) {
    hash ^= body.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A `ReturnGrantSigner` for specs: readable tokens with a stand-in signature; anything altered or unsigned is not read. */
export class FakeReturnGrants implements ReturnGrantSigner {
  sign(claims: ReturnGrantClaims): string {
    const body = `${claims.region}|${claims.orderReference}|${claims.expiresAt.toISOString()}`;
    return `${body}|${mark(body)}`;
  }

  read(grant: string): ReturnGrantClaims | undefined {
    const parts = grant.split('|');
    if (parts.length !== 4) return undefined;
    const [region, orderReference, expiresAt, signature] = parts as [string, string, string, string];
    if (mark(`${region}|${orderReference}|${expiresAt}`) !== signature || !isRegion(region)) return undefined;
    const at = new Date(expiresAt);
    return Number.isNaN(at.getTime()) ? undefined : { region, orderReference, expiresAt: at };
  }
}
