import type { Region } from '../../locale/domain/locale.js';
import type { ReturnGrantSigner } from '../ports/return-grant-signer.port.js';

/** How long a guest's return grant lasts after the order lookup opened the order (decision 1312). */
export const RETURN_GRANT_HOURS = 2;

const HOUR_MS = 60 * 60 * 1000;

/** The grant for a guest who just opened an order with the emailed code. */
export function issueReturnGrant(signer: ReturnGrantSigner, region: Region, orderReference: string, now: Date): string {
  return signer.sign({ region, orderReference, expiresAt: new Date(now.getTime() + RETURN_GRANT_HOURS * HOUR_MS) });
}

/** The order a grant opens in the region, now; `undefined` for a forged, altered, expired or other region's grant. */
export function orderOfGrant(signer: ReturnGrantSigner, grant: string, region: Region, now: Date): string | undefined {
  if (grant.length === 0 || grant.length > 1024) return undefined;
  const claims = signer.read(grant);
  if (claims === undefined || claims.region !== region) return undefined;
  if (now.getTime() >= claims.expiresAt.getTime()) return undefined;
  return claims.orderReference;
}
