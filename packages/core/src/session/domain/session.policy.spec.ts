import { describe, expect, it } from 'vitest';
import { DefaultSessionPolicy } from './session.policy.js';

const at = (iso: string) => new Date(iso);

describe('DefaultSessionPolicy', () => {
  const policy = new DefaultSessionPolicy();
  const session = { lastSeenAt: at('2026-03-01T10:00:00Z'), expiresAt: at('2026-03-01T22:00:00Z') };

  it('ends a session 12 hours after it started, by default', () => {
    expect(policy.absoluteExpiry(at('2026-03-01T10:00:00Z'))).toEqual(at('2026-03-01T22:00:00Z'));
  });

  it('ends a session 30 minutes after its last request, by default', () => {
    expect(policy.expiryOf(session)).toEqual(at('2026-03-01T10:30:00Z'));
    expect(policy.isLive(session, at('2026-03-01T10:29:59Z'))).toBe(true);
    expect(policy.isLive(session, at('2026-03-01T10:30:00Z'))).toBe(false);
  });

  it('never lets the idle deadline pass the absolute end', () => {
    const late = { lastSeenAt: at('2026-03-01T21:50:00Z'), expiresAt: at('2026-03-01T22:00:00Z') };
    expect(policy.expiryOf(late)).toEqual(at('2026-03-01T22:00:00Z'));
    expect(policy.isLive(late, at('2026-03-01T22:00:00Z'))).toBe(false);
  });

  it('moves the last-seen time once a minute, or a tenth of a short idle lifetime', () => {
    expect(policy.needsTouch(session, at('2026-03-01T10:00:59Z'))).toBe(false);
    expect(policy.needsTouch(session, at('2026-03-01T10:01:00Z'))).toBe(true);
    const brief = new DefaultSessionPolicy({ idleMinutes: 1, absoluteHours: 1 });
    expect(brief.needsTouch(session, at('2026-03-01T10:00:06Z'))).toBe(true);
  });

  it('refuses lifetimes that are not positive', () => {
    expect(() => new DefaultSessionPolicy({ idleMinutes: 0, absoluteHours: 12 })).toThrow(RangeError);
    expect(() => new DefaultSessionPolicy({ idleMinutes: 30, absoluteHours: -1 })).toThrow(RangeError);
  });
});
