/** Whether Browse has room for a filter column beside its results (else the filters open in a sheet). */
import { useSyncExternalStore } from 'react';

/** From this width the filters take a column of their own; below it, a Filters button opens them. */
const SIDE_COLUMN_QUERY = '(min-width: 1024px)';

function media(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(SIDE_COLUMN_QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

// Without media queries (a test's DOM) the filters stay on the page, as on a wide screen.
const isWide = () => media()?.matches ?? true;

export function useWideBrowse(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
