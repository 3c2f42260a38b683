import { defineConfig } from 'vitest/config';
import { E2eSequencer } from './tests/e2e/support/sequencer.js';

// The end-to-end suite: real Chromium against the real server, one file at a time (they share one
// build and one server), in a fixed order (tests/e2e/support/sequencer.ts).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: E2eSequencer },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
