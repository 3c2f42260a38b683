import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  // A search typed in one test reaches the address bar before the next test starts.
  flushTypedHash();
  localStorage.clear();
  sessionStorage.clear();
});
