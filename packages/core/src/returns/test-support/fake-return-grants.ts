import { isRegion } from '../../locale/domain/locale.js';
import type { ReturnGrantClaims, ReturnGrantSigner } from '../ports/return-grant-signer.port.js';

/** A `ReturnGrantSigner` for specs: readable tokens marked as signed; anything altered or unmarked is not read. */
export class FakeReturnGrants implements ReturnGrantSigner {
  sign(claims: ReturnGrantClaims): string {
    return `signed:${claims.region}:${claims.orderReference}:${claims.expiresAt.toISOString()}`;
  }

  read(grant: string): ReturnGrantClaims | undefined {
    const match = /^signed:([a-z]{2}):([A-Z0-9-]+):(.+)$/.exec(grant);
    if (match === null) return undefined;
    const [, region, orderReference, expiresAt] = match;
    if (!isRegion(region) || orderReference === undefined || expiresAt === undefined) return undefined;
    const at = new Date(expiresAt);
    return Number.isNaN(at.getTime()) ? undefined : { region, orderReference, expiresAt: at };
  }
}
