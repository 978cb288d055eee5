import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('session configuration', () => {
  it('ends sessions after 30 idle minutes and 12 hours unless configured (ASVS level 2)', () => {
    const config = loadConfig({})._unsafeUnwrap();

    expect([config.SESSION_IDLE_MINUTES, config.SESSION_ABSOLUTE_HOURS]).toEqual([30, 12]);
    expect(config.SESSION_REDIS_PREFIX).toBe('storefront:session:');
  });

  it('reads other lifetimes and a Redis prefix', () => {
    const config = loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8', SESSION_REDIS_PREFIX: 'shop-a:session:' })._unsafeUnwrap();

    expect([config.SESSION_IDLE_MINUTES, config.SESSION_ABSOLUTE_HOURS, config.SESSION_REDIS_PREFIX]).toEqual([15, 8, 'shop-a:session:']);
  });

  it('refuses lifetimes that are not whole numbers in range, naming the variable', () => {
    for (const [name, value] of [
      ['SESSION_IDLE_MINUTES', '0'],
      ['SESSION_IDLE_MINUTES', '1441'],
      ['SESSION_IDLE_MINUTES', '2.5'],
      ['SESSION_ABSOLUTE_HOURS', '0'],
      ['SESSION_ABSOLUTE_HOURS', '721'],
      ['SESSION_ABSOLUTE_HOURS', 'forever'],
    ] as const) {
      const problems = loadConfig({ [name]: value })._unsafeUnwrapErr().problems;
      expect(problems, `${name}=${value}`).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name}: must be a whole number`));
    }
  });

  it('refuses an idle lifetime longer than the absolute one', () => {
    const problems = loadConfig({ SESSION_IDLE_MINUTES: '180', SESSION_ABSOLUTE_HOURS: '2' })._unsafeUnwrapErr().problems;

    expect(problems).toEqual(['SESSION_IDLE_MINUTES: must not be longer than SESSION_ABSOLUTE_HOURS (got "180")']);
  });
});
