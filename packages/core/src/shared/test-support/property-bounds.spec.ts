import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('property test bounds', () => {
  it('give every property 100 cases and at most 3 s, passing what it reached in time', () => {
    expect(fc.readConfigureGlobal()).toMatchObject({ numRuns: 100, interruptAfterTimeLimit: 3_000, markInterruptAsFailure: false });
  });
});
