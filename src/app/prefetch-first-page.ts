/**
 * On a page people open first from the installed app's shortcuts (Browse, My Games, Pick for me),
 * asks for the page's chunk as the app starts (boot.tsx), before the first render: React.lazy
 * would ask for it only when that render, a transition in slices, reaches the page. Called from
 * the app's chunk, not the entry: an import from the entry would leave Vite to split the modules
 * the app's chunk shares with these pages into chunks of their own (the first route went from 7
 * files and 73.7 KB gzip to 14 files and 77.2 KB), and evaluate the page's modules with ReactDOM's
 * in one task. Only for a signed-in visitor, as these pages need a session; prefetch-first-game.ts
 * does a game's page and prefetch-first-catalogue.ts Browse's catalogue index.
 */
import { PATHS } from '../contract';
import { pathOf, targetOfHash } from '../lib/hash-target';

/** Each page's module as lazy-pages.ts loads it (one module, one request). */
const FIRST_PAGE_CHUNKS: Readonly<Record<string, () => Promise<unknown>>> = {
  [PATHS.browse]: () => import('../games/browse/BrowsePage'),
  [PATHS.pick]: () => import('./PickRoute'),
  [PATHS.library]: () => import('./MyGamesRoute'),
};

/** The chunk the page at `hash` (query included, e.g. `#/browse?q=war`) is started with, if any. */
export function firstPageChunk(hash: string): (() => Promise<unknown>) | undefined {
  return FIRST_PAGE_CHUNKS[pathOf(targetOfHash(hash))];
}

export function prefetchFirstPage(hash: string, signedIn: boolean): void {
  const chunk = firstPageChunk(hash);
  // A failure shows when the page asks for the chunk itself.
  if (chunk && signedIn) chunk().catch(() => undefined);
}
