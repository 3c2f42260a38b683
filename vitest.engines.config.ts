import { defineConfig } from 'vitest/config';

// The cross-engine journeys (tests/engines): Firefox ESR over WebDriver BiDi and WebKitGTK over
// classic WebDriver, against the real server built once. One file at a time: run both at once
// (142 s instead of 206 s), WebKit failed three journeys in one of two clean-clone runs, its lazy
// chunks refused with "Failed to fetch dynamically imported module".
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
