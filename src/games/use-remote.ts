/**
 * Loads one API response for a page: loading, loaded or error; aborted when the page is left; reload()
 * for a Retry button; refresh() (also run when the service worker reports fresher data) refetches
 * quietly in place, keeping what the page shows if it fails.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../lib/use-latest';
import { HttpError } from '../lib/http-client';
import { useCacheUpdates } from './use-cache-updates';

type RemoteState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'error'; error: HttpError };

type Settled<T> = Extract<RemoteState<T>, { status: 'loaded' | 'error' }>;

export interface Remote<T> {
  state: RemoteState<T>;
  reload: () => void;
  refresh: () => void;
}

const UNEXPECTED = 'Something went wrong while loading games. Please try again.';

/**
 * `url` identifies the response (null: nothing to load); `load` fetches it with the given signal.
 * `shown`, a copy of the response the page showed before, is shown at once while the load runs,
 * and kept if the load fails. A response is shown in a transition: the render it brings (a grid's
 * first cards, a game's page, Browse's filters) then runs in slices of a few milliseconds instead
 * of one task of 12-30 ms, which an update from a promise would otherwise be in React 18
 * (docs/decisions.md, "Start-up never blocks").
 */
export function useRemote<T>(url: string | null, load: (signal: AbortSignal) => Promise<T>, shown?: T): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const key = url === null ? null : `${attempt} ${url}`;
  // The result remembers which request it belongs to, so a new URL or a retry reads as loading at once.
  const [result, setResult] = useState<{ key: string; state: Settled<T> } | null>(() =>
    key !== null && shown !== undefined ? { key, state: { status: 'loaded', value: shown } } : null,
  );
  const loader = useLatest(load);
  const quiet = useRef(new Set<AbortController>());

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) startTransition(() => setResult({ key, state: { status: 'loaded', value } }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A copy shown while this load ran stays: the page keeps what it shows.
        setResult((previous) => (previous?.key === key ? previous : { key, state: { status: 'error', error: toHttpError(error) } }));
      },
    );
    return () => controller.abort();
  }, [key, loader]);

  useEffect(() => {
    const pending = quiet.current;
    return () => {
      for (const controller of pending) controller.abort();
      pending.clear();
    };
  }, [key]);

  const refresh = useCallback(() => {
    if (key === null) return;
    const controller = new AbortController();
    quiet.current.add(controller);
    loader.current(controller.signal).then(
      (value) => {
        // Only replace a settled response to the same request; a first load in flight brings fresh data itself.
        if (!controller.signal.aborted) {
          startTransition(() => setResult((previous) => (previous?.key === key ? { key, state: { status: 'loaded', value } } : previous)));
        }
      },
      () => undefined, // A failed quiet refresh keeps what the page shows.
    ).finally(() => quiet.current.delete(controller));
  }, [key, loader]);

  useCacheUpdates(url, refresh);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  let state: RemoteState<T>;
  if (key === null) state = { status: 'idle' };
  else if (result?.key === key) state = result.state;
  else state = { status: 'loading' };
  return { state, reload, refresh };
}

function toHttpError(error: unknown): HttpError {
  return error instanceof HttpError ? error : new HttpError(UNEXPECTED, 'network');
}
