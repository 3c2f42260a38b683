import { defineConfig } from 'vitest/config';

// The cross-engine journeys (tests/engines): Firefox ESR over WebDriver BiDi and WebKitGTK over
// classic WebDriver, against the real server built once. Both files at once: each engine's file has
// its own server, and a journey mostly waits on its browser (about 0.6 of a core for the pair run
// one after the other: 206 s wall, 123 s CPU).
export default defineConfig({
  test: {
    name: 'engines',
    environment: 'node',
    include: ['tests/engines/**/*.test.ts'],
    globalSetup: ['tests/engines/support/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
