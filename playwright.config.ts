import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './tools/chromium.js';

// The end-to-end suite: Debian's Chromium (never a downloaded one) against the real server built
// once by the global set-up. Two workers, one per core: each worker has a server process, data
// folder and fake games service of its own (tests/e2e/support/fixtures.ts), so a journey that stops
// or restarts its server touches no other worker's. A file's tests run in order in one worker.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  // No retry anywhere: a test that passes only on its second try hides a race.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  forbidOnly: true,
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    // Kept when a test is retried (`npx playwright test --retries=1`): open with `npx playwright show-trace`.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_FLAGS], timeout: 30_000 },
  },
  projects: [
    { name: 'journeys', testIgnore: '**/pwa-update.test.ts' },
    // The update journey rebuilds the app every worker serves (with the default one-second spinner),
    // so it runs once the rest have finished.
    { name: 'update', testMatch: '**/pwa-update.test.ts', dependencies: ['journeys'] },
  ],
});
