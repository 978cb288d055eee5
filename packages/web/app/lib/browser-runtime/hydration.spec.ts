import { describe, expect, it } from 'vitest';
import { hydrating, whileHydrating } from './hydration';

describe('hydration flag', () => {
  it('is up only while the entry hydrates', () => {
    const seen: boolean[] = [];
    seen.push(hydrating());
    whileHydrating(() => seen.push(hydrating()));
    seen.push(hydrating());
    expect(seen).toEqual([false, true, false]);
  });

  it('comes down when hydrating throws', () => {
    expect(() =>
      whileHydrating(() => {
        throw new Error('broken page');
      }),
    ).toThrow('broken page');
    expect(hydrating()).toBe(false);
  });
});
