import fc from 'fast-check';

// The same bound as the core's property tests (packages/core/src/shared/test-support/property-bounds.ts).
fc.configureGlobal({ numRuns: 100, interruptAfterTimeLimit: 3_000, markInterruptAsFailure: false });
