import { okAsync, ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { Session, SessionTicket, StoredSession } from '../../domain/session.js';
import type { SessionPolicy } from '../../domain/session.policy.js';
import { isWellFormedSessionToken, newSessionToken, sessionIdHash } from '../../domain/session-token.js';
import type { SessionStore } from '../../ports/session-store.port.js';

/** Hashing cannot fail on a well-formed token; a platform without Web Crypto is a programmer's bug. */
const hashOf = (token: string): ResultAsync<string, never> =>
  ResultAsync.fromSafePromise(sessionIdHash(token));

/**
 * Server-side sessions of signed-in customers (ASVS level 2, decisions 1000-1002): an opaque token
 * of 256 random bits for the browser, its SHA-256 at rest, idle and absolute lifetimes by the
 * `SessionPolicy`, rotation, and the end of one or of every session of a customer. A session
 * belongs to one region's store: asked for in another region, it is none.
 */
export class KeepSessions {
  constructor(
    private readonly store: SessionStore,
    private readonly policy: SessionPolicy,
    private readonly clock: ClockPort,
  ) {}

  /** Starts a session for the customer (at sign-in); the ticket's token goes to the browser once. */
  start(region: Region, customerId: number): ResultAsync<SessionTicket, InfrastructureError> {
    const now = this.clock.now();
    const token = newSessionToken();
    return hashOf(token).andThen((idHash) => {
      const session: StoredSession = { idHash, region, customerId, createdAt: now, lastSeenAt: now, expiresAt: this.policy.absoluteExpiry(now) };
      return this.store.create(session, this.policy.expiryOf(session)).map(() => ({ token, expiresAt: session.expiresAt }));
    });
  }

  /**
   * The live session the token opens in the region, or undefined: no token, a malformed, unknown or
   * ended one, or a session of another region. An expired session is deleted as it is met; a live
   * one's idle deadline moves on (at most once a minute, `SessionPolicy.needsTouch`).
   */
  resolve(token: string | undefined, region: Region): ResultAsync<Session | undefined, InfrastructureError> {
    return this.live(token).andThen((stored) => {
      if (stored === undefined || stored.region !== region) return okAsync(undefined);
      const now = this.clock.now();
      if (!this.policy.needsTouch(stored, now)) return okAsync(this.toSession(stored));
      const touched = { ...stored, lastSeenAt: now };
      return this.store.touch(stored.idHash, now, this.policy.expiryOf(touched)).map(() => this.toSession(touched));
    });
  }

  /**
   * A new token for the same session (at a change of password or email, or of privilege): the old
   * token opens nothing from now on. Same customer, region and absolute end. Undefined when the
   * token opens no live session; of two rotations of one token at once, one wins.
   */
  rotate(token: string | undefined): ResultAsync<SessionTicket | undefined, InfrastructureError> {
    return this.live(token).andThen((stored) => {
      if (stored === undefined) return okAsync(undefined);
      const next = newSessionToken();
      const now = this.clock.now();
      return hashOf(next).andThen((idHash) => {
        const session: StoredSession = { ...stored, idHash, lastSeenAt: now };
        return this.store
          .replace(stored.idHash, session, this.policy.expiryOf(session))
          .map((replaced) => (replaced ? { token: next, expiresAt: session.expiresAt } : undefined));
      });
    });
  }

  /** Ends the session the token opens (sign-out); a token that opens none changes nothing. */
  end(token: string | undefined): ResultAsync<void, InfrastructureError> {
    if (!isWellFormedSessionToken(token)) return okAsync(undefined);
    return hashOf(token).andThen((idHash) => this.store.delete(idHash));
  }

  /**
   * Ends every session of the customer in the region ("sign out of every device", a password
   * reset), but the one `except` opens when given (the device that asked). Answers how many ended.
   */
  endAll(region: Region, customerId: number, options: { readonly except?: string | undefined } = {}): ResultAsync<number, InfrastructureError> {
    const except = isWellFormedSessionToken(options.except) ? hashOf(options.except) : okAsync<string | undefined, never>(undefined);
    return except.andThen((exceptIdHash) => this.store.deleteAllOf(region, customerId, exceptIdHash));
  }

  /** The stored session the token opens while it is live; an expired one is deleted on the way. */
  private live(token: string | undefined): ResultAsync<StoredSession | undefined, InfrastructureError> {
    if (!isWellFormedSessionToken(token)) return okAsync(undefined);
    return hashOf(token)
      .andThen((idHash) => this.store.find(idHash))
      .andThen((stored) => {
        if (stored === undefined || this.policy.isLive(stored, this.clock.now())) return okAsync(stored);
        return this.store.delete(stored.idHash).map(() => undefined);
      });
  }

  private toSession(stored: StoredSession): Session {
    return {
      region: stored.region,
      customerId: stored.customerId,
      createdAt: stored.createdAt,
      lastSeenAt: stored.lastSeenAt,
      expiresAt: stored.expiresAt,
      idleExpiresAt: this.policy.expiryOf(stored),
    };
  }
}
