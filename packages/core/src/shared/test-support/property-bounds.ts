import fc from 'fast-check';

// Every property test's bound, unless it names its own: 100 cases, and never more than 3 s of them,
// so a loaded machine runs fewer cases rather than a slower suite. A property that ran out of time
// after passing the cases it reached passes; one that failed any case still fails.
fc.configureGlobal({ numRuns: 100, interruptAfterTimeLimit: 3_000, markInterruptAsFailure: false });
