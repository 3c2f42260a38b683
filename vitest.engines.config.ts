import { defineConfig } from 'vitest/config';

// The cross-engine journeys (tests/engines): Firefox ESR over WebDriver BiDi and WebKitGTK over
// classic WebDriver, against the real server built once. One file at a time: each engine's file
// has its own server, and the machine may have two cores.
export default defineConfig({
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
