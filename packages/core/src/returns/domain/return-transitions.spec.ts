import { describe, expect, it } from 'vitest';
import { RETURN_STATUSES } from './return-status.js';
import { moveAlreadyMade, nextReturnStatus } from './return-transitions.js';
import { DefaultUnusualReturnsPolicy } from './unusual-returns.policy.js';

describe('the return’s state machine', () => {
  it('goes requested → approved → received → inspected → refunded', () => {
    expect(nextReturnStatus('requested', 'approve')).toBe('approved');
    expect(nextReturnStatus('approved', 'receive')).toBe('received');
    expect(nextReturnStatus('received', 'inspect')).toBe('inspected');
    expect(nextReturnStatus('inspected', 'refund')).toBe('refunded');
  });

  it('rejects from any state before the refund, and nothing leaves refunded or rejected', () => {
    expect(RETURN_STATUSES.filter((status) => nextReturnStatus(status, 'reject') === 'rejected')).toEqual(['requested', 'approved', 'received', 'inspected']);
    for (const move of ['approve', 'receive', 'inspect', 'refund', 'reject'] as const) {
      expect(nextReturnStatus('refunded', move)).toBeUndefined();
      expect(nextReturnStatus('rejected', move)).toBeUndefined();
    }
    expect(nextReturnStatus('requested', 'refund')).toBeUndefined();
  });

  it('knows a move already made', () => {
    expect(moveAlreadyMade('refunded', 'refund')).toBe(true);
    expect(moveAlreadyMade('inspected', 'refund')).toBe(false);
  });
});

describe('the unusual-returns policy', () => {
  it('flags from the configured count within the configured days', () => {
    const policy = new DefaultUnusualReturnsPolicy({ count: 4, days: 10 });
    expect([3, 4, 5].map((count) => policy.flags(count))).toEqual([false, true, true]);
    expect(policy.windowStart(new Date('2026-03-11T00:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(new DefaultUnusualReturnsPolicy().flags(3)).toBe(true);
    expect(() => new DefaultUnusualReturnsPolicy({ count: 0, days: 10 })).toThrow(RangeError);
  });
});
