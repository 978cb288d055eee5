import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { StoredSession } from '../domain/session.js';
import type { SessionStore } from '../ports/session-store.port.js';

/** A `SessionStore` in memory for the session use cases' specs: storage only, it never forgets on its own. */
export class InMemorySessionStore implements SessionStore {
  readonly sessions = new Map<string, StoredSession>();

  create(session: StoredSession): ResultAsync<void, InfrastructureError> {
    this.sessions.set(session.idHash, session);
    return okAsync(undefined);
  }

  find(idHash: string): ResultAsync<StoredSession | undefined, InfrastructureError> {
    return okAsync(this.sessions.get(idHash));
  }

  touch(idHash: string, lastSeenAt: Date): ResultAsync<void, InfrastructureError> {
    const session = this.sessions.get(idHash);
    if (session !== undefined) this.sessions.set(idHash, { ...session, lastSeenAt });
    return okAsync(undefined);
  }

  replace(idHash: string, next: StoredSession): ResultAsync<boolean, InfrastructureError> {
    if (!this.sessions.delete(idHash)) return okAsync(false);
    this.sessions.set(next.idHash, next);
    return okAsync(true);
  }

  delete(idHash: string): ResultAsync<void, InfrastructureError> {
    this.sessions.delete(idHash);
    return okAsync(undefined);
  }

  deleteAllOf(region: Region, customerId: number, exceptIdHash?: string): ResultAsync<number, InfrastructureError> {
    let deleted = 0;
    for (const session of [...this.sessions.values()]) {
      if (session.region !== region || session.customerId !== customerId || session.idHash === exceptIdHash) continue;
      this.sessions.delete(session.idHash);
      deleted += 1;
    }
    return okAsync(deleted);
  }
}
