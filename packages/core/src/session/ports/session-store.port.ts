import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { StoredSession } from '../domain/session.js';

export const SessionStore = Symbol.for('storefront.SessionStore');

/**
 * Where sessions are kept (decision 1002): storage only, no rule (`KeepSessions` decides what is
 * live). A session is found by the hash of its token, whose region the store does not know before
 * it reads it; every other call names the region. `keepUntil` is when the store may forget a
 * session on its own (a Redis key's lifetime); a store that never forgets is right too.
 */
export interface SessionStore {
  /** Keeps a new session, to be forgotten no earlier than `keepUntil`. */
  create(session: StoredSession, keepUntil: Date): ResultAsync<void, InfrastructureError>;
  /** The session whose token hashes to `idHash`, or undefined when there is none. */
  find(idHash: string): ResultAsync<StoredSession | undefined, InfrastructureError>;
  /** Moves a session's last-seen time (and so its idle deadline); a session no longer there stays gone. */
  touch(idHash: string, lastSeenAt: Date, keepUntil: Date): ResultAsync<void, InfrastructureError>;
  /**
   * Rotation, at once: deletes the session `idHash` and, only when it was there, keeps `next` in
   * its place. Answers whether it was there, so that two rotations of one token leave one session.
   */
  replace(idHash: string, next: StoredSession, keepUntil: Date): ResultAsync<boolean, InfrastructureError>;
  /** Deletes the session, if there is one. */
  delete(idHash: string): ResultAsync<void, InfrastructureError>;
  /** Deletes every session of the customer in the region but `exceptIdHash`; answers how many it deleted. */
  deleteAllOf(region: Region, customerId: number, exceptIdHash?: string): ResultAsync<number, InfrastructureError>;
}
