/** Renders UI under the app's hash router (wouter's useHashLocation), starting at `path`, as the shell would. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';

export function renderAt(path: string, ui: ReactElement) {
  window.location.hash = `#${path}`;
  const view = render(<Router hook={useHashLocation}>{ui}</Router>);
  return {
    ...view,
    /** Renders `next` in place of the page, under the same router. */
    rerenderPage: (next: ReactElement) => view.rerender(<Router hook={useHashLocation}>{next}</Router>),
  };
}
