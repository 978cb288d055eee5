import type { StoredSession } from './session.js';

/** How long sessions last: idle minutes and absolute hours. */
export interface SessionLifetimes {
  /** Minutes without a request after which a session ends. */
  readonly idleMinutes: number;
  /** Hours after sign-in after which a session ends, however busy (re-authentication). */
  readonly absoluteHours: number;
}

/** OWASP ASVS level 2 (V3.3): 30 minutes idle, 12 hours at most (decision 1000). */
export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleMinutes: 30, absoluteHours: 12 };

/** The idle deadline moves at most once a minute: one write per minute of use, not per request. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * When a session ends (decision 1000). A merchant may want other lifetimes (configuration:
 * `SESSION_IDLE_MINUTES`, `SESSION_ABSOLUTE_HOURS`) or another rule altogether.
 */
export interface SessionPolicy {
  /** The absolute end of a session started at `createdAt`. */
  absoluteExpiry(createdAt: Date): Date;
  /** When the session ends unless used before: the idle deadline, never after the absolute end. */
  expiryOf(session: Pick<StoredSession, 'lastSeenAt' | 'expiresAt'>): Date;
  /** Whether the session still answers at `now`. */
  isLive(session: Pick<StoredSession, 'lastSeenAt' | 'expiresAt'>, now: Date): boolean;
  /** Whether a request at `now` should move the session's last-seen time (and so its idle deadline). */
  needsTouch(session: Pick<StoredSession, 'lastSeenAt'>, now: Date): boolean;
}

/** Idle and absolute lifetimes, 30 minutes and 12 hours unless configured. */
export class DefaultSessionPolicy implements SessionPolicy {
  private readonly idleMs: number;
  private readonly absoluteMs: number;

  constructor(lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES) {
    if (!(lifetimes.idleMinutes > 0 && lifetimes.absoluteHours > 0)) throw new RangeError('Session lifetimes must be positive');
    this.idleMs = lifetimes.idleMinutes * 60_000;
    this.absoluteMs = lifetimes.absoluteHours * 3_600_000;
  }

  absoluteExpiry(createdAt: Date): Date {
    return new Date(createdAt.getTime() + this.absoluteMs);
  }

  expiryOf(session: Pick<StoredSession, 'lastSeenAt' | 'expiresAt'>): Date {
    return new Date(Math.min(session.lastSeenAt.getTime() + this.idleMs, session.expiresAt.getTime()));
  }

  isLive(session: Pick<StoredSession, 'lastSeenAt' | 'expiresAt'>, now: Date): boolean {
    return now.getTime() < this.expiryOf(session).getTime();
  }

  needsTouch(session: Pick<StoredSession, 'lastSeenAt'>, now: Date): boolean {
    // A short idle lifetime is kept to a tenth of itself, so it never ends between two touches.
    return now.getTime() - session.lastSeenAt.getTime() >= Math.min(TOUCH_INTERVAL_MS, this.idleMs / 10);
  }
}
