import type { Region } from '../../locale/domain/locale.js';

/**
 * A signed-in customer's session in one region's store, as the server keeps it. The browser holds
 * only the token; the server only the token's SHA-256 (`idHash`), so a copy of the store opens no
 * session (decision 1001).
 */
export interface StoredSession {
  /** SHA-256 of the token, 64 lower-case hex digits: the session's id at rest. */
  readonly idHash: string;
  readonly region: Region;
  readonly customerId: number;
  readonly createdAt: Date;
  /** The last request the session answered, to the minute (see `SessionPolicy.needsTouch`). */
  readonly lastSeenAt: Date;
  /** The absolute end: no activity keeps the session past it (decision 1000). */
  readonly expiresAt: Date;
}

/** A live session as a driver sees it: who is signed in, where, and until when at the latest. */
export interface Session {
  readonly region: Region;
  readonly customerId: number;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  /** The absolute end. */
  readonly expiresAt: Date;
  /** When the session ends unless it is used before (never after `expiresAt`). */
  readonly idleExpiresAt: Date;
}

/** What a new or rotated session gives the browser: the token to keep (a cookie) and its absolute end. */
export interface SessionTicket {
  /** 32 random bytes in unpadded base64url (43 characters); shown once, never stored. */
  readonly token: string;
  readonly expiresAt: Date;
}
