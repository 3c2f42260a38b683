import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and integration tests: the app in jsdom; the server, the service worker and the contract in Node.
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
          setupFiles: ['tests/src/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/sw/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
        },
      },
    ],
  },
});
