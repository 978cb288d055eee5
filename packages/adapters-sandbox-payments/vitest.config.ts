import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The provider's verification reads the pact the consumer spec writes: it runs last, after it. */
class VerificationLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (file: TestSpecification) => (file.moduleId.endsWith('.provider.pact.spec.ts') ? 1 : 0);
    return [...sorted].sort((a, b) => last(a) - last(b));
  }
}

export default defineConfig({
  test: {
    name: 'adapters-sandbox-payments',
    include: ['src/**/*.spec.ts'],
    environment: 'node',
    // The consumer pact spec rewrites pacts/, which the provider's verification reads: one file at a time.
    fileParallelism: false,
    // No spec mocks a module: every file runs in one process (decision 0022).
    isolate: false,
    sequence: { sequencer: VerificationLast },
    // The pact core must not try to report usage over the network.
    env: { PACT_DO_NOT_TRACK: 'true' },
    // Every test file runs under the test watchdog: a test whose event loop stops for 3 minutes fails the run, named (scripts/testing/watchdog).
    setupFiles: ['../../scripts/testing/watchdog/setup.ts'],
    testTimeout: 30_000,
  },
});
