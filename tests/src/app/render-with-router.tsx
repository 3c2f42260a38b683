/** Renders UI under the app's hash router, starting at `path`. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';

export function renderAt(path: string, ui: ReactNode) {
  window.location.hash = `#${path}`;
  return render(<Router hook={useHashLocation}>{ui}</Router>);
}

/** A promise the test settles by hand, to look at a pending state. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
