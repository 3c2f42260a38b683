import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { flushTypedHash } from '../../src/lib/use-hash-route';

afterEach(() => {
  cleanup();
  // A search typed in one test reaches the address bar before the next test starts.
  flushTypedHash();
  localStorage.clear();
  sessionStorage.clear();
});
