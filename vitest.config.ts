import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and integration tests: the app in jsdom; the server, the service worker and the contract in Node.

/**
 * The app's files that need a window of their own in a process of their own. In a VM context the
 * jsdom window is the global itself, whose `location` cannot be redefined (these replace it to see a
 * reload), and a stream made in the test's realm is not one that Node's `Response` can read.
 */
const OWN_PROCESS = [
  'tests/src/pwa/update-notice.test.tsx',
  'tests/src/pwa/update-stops-download.test.tsx',
  'tests/src/pwa/fresh-shell-page.test.tsx',
  'tests/src/library/live-channel.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default for a run is one worker fewer than the cores: one on a 2-core machine, where
    // most files wait on servers, databases and child processes rather than compute (docs/testing.md).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          exclude: OWN_PROCESS,
          setupFiles: ['tests/src/setup.ts'],
          // Each file in a VM context of its own (its own modules and jsdom window) in a thread that
          // lives on, rather than in a new process: the app's files took 51 s instead of 102 s, and
          // 88 s of CPU instead of 189 (docs/testing.md).
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'app-own-process',
          environment: 'jsdom',
          include: OWN_PROCESS,
          setupFiles: ['tests/src/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/sw/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/reliability/**/*.test.ts', 'tests/bench/**/*.test.ts'],
        },
      },
    ],
  },
});
