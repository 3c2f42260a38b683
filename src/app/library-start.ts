/**
 * The library's start (start-library-sync.ts: the stored library, its sync and the lists), once.
 * Most pages start it after their first content (boot.tsx), as it only fills in their cards'
 * buttons. A page whose content is the library itself, My Games or Pick for me, has nothing to
 * show before it has read the stored library, so it starts it at once, reads it without waiting for
 * the window's load event (which waits for every picture), and holds the rest of the deferred
 * start-up until its content is painted (docs/decisions.md, "What waits for the first screenful").
 */
import { useEffect, useRef } from 'react';
import { PATHS } from '../contract';
import { afterPaint } from '../lib/after-paint';
import { holdFirstContent, markFirstContent } from '../lib/first-content';
import { pathOfHash } from '../lib/hash-target';
import { runStartupStep } from '../lib/startup-steps';
import { loadEngine, prefetchEngine } from '../library/start-library';

let started: Promise<unknown> | undefined;

/** The pages whose content is the library. */
const LIBRARY_PAGES: readonly string[] = [PATHS.library, PATHS.pick];

/** Starts the library unless it has started: the chunk is imported once, whoever asks first. */
export function startLibrarySync(): Promise<unknown> {
  started ??= runStartupStep('library', () => import('./start-library-sync'));
  return started;
}

/** The library started, and its stored entries read as soon as its chunks are in (its failures are the start-up step's to report). */
function readLibraryNow(): void {
  prefetchEngine();
  startLibrarySync().then(loadEngine).catch(() => undefined);
}

/**
 * At the app's start: a signed-in first visit to such a page (`hash` as in the address, query
 * included) starts the library beside the page's own chunk rather than after it has loaded.
 */
export function startLibraryForFirstPage(hash: string, signedIn: boolean): void {
  if (signedIn && LIBRARY_PAGES.includes(pathOfHash(hash))) readLibraryNow();
}

/**
 * For a page whose content is the library: starts it now, holds the deferred start-up from the
 * page's first commit, and once `shown` marks the first content, its high-priority picture
 * included, then ends the hold. The mark waits for a frame: a picture waiting for its turn
 * (games/PictureInTurn.tsx) enters the page in a render after the commit that showed the content.
 * One hold for the page's life: ending it before the mark would let the work start at once.
 */
export function useLibraryIsContent(shown: boolean): void {
  const endHold = useRef<() => void>(undefined);
  useEffect(() => {
    readLibraryNow();
    const end = holdFirstContent();
    endHold.current = end;
    return end;
  }, []);
  useEffect(() => {
    if (!shown) return undefined;
    return afterPaint(() => {
      markFirstContent();
      endHold.current?.();
    });
  }, [shown]);
}
