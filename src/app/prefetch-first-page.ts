/**
 * On a page people open first from the installed app's shortcuts (Browse, My Games, Pick for me),
 * starts the page's chunk before React renders, and the catalogue index where the page's content
 * waits for it alone (Browse): React.lazy would ask for the chunk only during the first render,
 * and the page for the index only once its chunk is evaluated, each a round trip after the last
 * before the first screenful (docs/decisions.md, "What waits for the first screenful"). Only for
 * a signed-in visitor, as these pages need a session; prefetch-first-game.ts does a game's page.
 */
import { PATHS } from '../contract';
import { getSession } from '../auth/auth-store';
import { prefetchCatalogueIndex } from '../games/browse/catalogue-client';
import { pathOf, targetOfHash } from '../lib/hash-target';
import { importAfterReact } from './import-after-react';

interface FirstPage {
  /** The module lazy-pages.ts loads for the page (one module, one request). */
  chunk: () => Promise<unknown>;
  /** Whether what the page shows first is drawn from the catalogue index. */
  catalogue: boolean;
}

const FIRST_PAGES: Readonly<Record<string, FirstPage>> = {
  [PATHS.browse]: { chunk: () => import('../games/browse/BrowsePage'), catalogue: true },
  // Its game is drawn from the index, leaving out the library's games: the stored library, started
  // by boot.tsx, is the longer wait, and the index asked for early only took bandwidth from the
  // library's chunks (docs/decisions.md, "What waits for the first screenful").
  [PATHS.pick]: { chunk: () => import('./PickRoute'), catalogue: false },
  // Its content is the stored library (library-start.ts); the index only serves its search.
  [PATHS.library]: { chunk: () => import('./MyGamesRoute'), catalogue: false },
};

/** What the page at `hash` (query included, e.g. `#/browse?q=war`) is started with, if anything. */
export function firstPage(hash: string): FirstPage | undefined {
  return FIRST_PAGES[pathOf(targetOfHash(hash))];
}

export function prefetchFirstPage(hash: string): void {
  const page = firstPage(hash);
  if (!page || !getSession()) return;
  // A failure shows when the page asks for the chunk itself.
  importAfterReact(page.chunk).catch(() => undefined);
  if (page.catalogue) prefetchCatalogueIndex();
}
