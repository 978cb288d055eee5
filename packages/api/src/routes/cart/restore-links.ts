import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { AbandonedCartError, RestoreTarget } from '@storefront/core/cart';
import { regionSchema, type Region } from '@storefront/core/locale';
import { serverSecret } from '@storefront/composition';

const VERSION = 'v1';
/** An HMAC-SHA256 in unpadded base64url: the one spelling a signature is accepted in (decision 0917). */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

const payloadSchema = z.strictObject({
  k: z.enum(['cart', 'order']),
  id: z.string().min(1).max(64),
  r: regionSchema,
  /** Expiry, seconds since the epoch. */
  exp: z.number().int().positive(),
});

export interface RestoreLinkRequest {
  readonly kind: 'cart' | 'order';
  /** The cart id, or the order's reference. */
  readonly id: string;
  readonly region: Region;
}

/**
 * Signed, expiring tokens for abandoned-cart links (`/cart?token=…`): HMAC-SHA256 over the kind,
 * the id, the region and the expiry with a server secret. Only a token this server issued, for
 * this region and not yet expired, names a cart or order to restore; an id alone names nothing.
 */
export class RestoreLinks {
  private key: Buffer | undefined;

  /** `secret` is read on first use, so a process that never signs a link never creates one. */
  constructor(
    private readonly secret: () => Buffer,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The token a marketing email puts in its restore link. */
  issue(request: RestoreLinkRequest, ttlSeconds: number = this.ttlSeconds): string {
    const exp = Math.floor(this.now().getTime() / 1000) + ttlSeconds;
    const payload = Buffer.from(JSON.stringify({ k: request.kind, id: request.id, r: request.region, exp })).toString('base64url');
    return `${VERSION}.${payload}.${this.sign(payload)}`;
  }

  /** What a token names, if this server signed it for `region` and it has not expired. */
  verify(token: string, region: Region): Result<RestoreTarget, AbandonedCartError> {
    const invalid = err<RestoreTarget, AbandonedCartError>({ code: 'ABANDONED_CART_LINK_INVALID', params: {} });
    const [version, payload, signature, ...rest] = token.split('.');
    if (version !== VERSION || payload === undefined || signature === undefined || rest.length > 0) return invalid;
    // The spelling itself is compared, not the bytes a lenient decoder would read from it: padding,
    // the base64 alphabet or other trailing bits are another spelling and refused.
    if (!SIGNATURE.test(signature)) return invalid;
    if (!timingSafeEqual(Buffer.from(signature, 'ascii'), Buffer.from(this.sign(payload), 'ascii'))) return invalid;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return invalid;
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success || parsed.data.r !== region) return invalid;
    if (parsed.data.exp * 1000 <= this.now().getTime()) return err({ code: 'ABANDONED_CART_LINK_EXPIRED', params: {} });
    return ok({ kind: parsed.data.k, id: parsed.data.id });
  }

  private sign(payload: string): string {
    if (this.key === undefined) {
      const key = this.secret();
      if (key.length < 32) throw new RangeError('The restore-link secret must hold at least 32 bytes');
      this.key = key;
    }
    return createHmac('sha256', this.key).update(`${VERSION}.${payload}`).digest('base64url');
  }
}

/**
 * The configured secret, else one generated once and kept in the data folder (`restore-link.key`),
 * so that links in emails already sent stay valid across restarts.
 */
export function restoreLinkSecret(configured: string | undefined, dataDir: string): Buffer {
  return serverSecret(configured, dataDir, 'restore-link.key');
}
