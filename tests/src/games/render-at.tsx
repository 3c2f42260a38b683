/** Renders a games page inside a wouter router on an in-memory location, as the shell would. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export function renderAt(path: string, ui: ReactElement) {
  const location = memoryLocation({ path, record: true });
  const view = render(<Router hook={location.hook}>{ui}</Router>);
  return {
    ...view,
    location,
    rerenderPage: (next: ReactElement) => view.rerender(<Router hook={location.hook}>{next}</Router>),
  };
}
