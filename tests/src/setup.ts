import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { flushTypedHash } from '../../src/lib/use-hash-route';

// jsdom's Blob has no text(); browsers' (and their workers') all do.
if (!Blob.prototype.text) {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
}

// findBy and waitFor wait up to 5 s rather than Testing Library's 1 s: the suite runs two files at
// once on a 2-core machine, next to servers and databases, and a file's first render also pays for
// its first module loads (a Browse search's first result took over 1 s in a full run). A wait that
// is met returns at once, so only a failure takes longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A search typed in one test reaches the address bar before the next test starts.
  flushTypedHash();
  localStorage.clear();
  sessionStorage.clear();
});
