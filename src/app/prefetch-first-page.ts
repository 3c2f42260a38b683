/**
 * On Browse, asks for the page's chunk as the app starts (boot.tsx), before the first render:
 * React.lazy would ask for it only when that render, a transition in slices, reaches the page.
 * Its catalogue index is asked for from the entry (prefetch-first-catalogue.ts). Called from the
 * app's chunk, not the entry: an import from the entry left Vite to split the modules the app's
 * chunk shares with the page into chunks of their own (the first route went from 7 files and
 * 73.7 KB gzip to 14 files and 77.2 KB), and evaluated the page's modules with ReactDOM's in one
 * task. My Games and Pick for me, whose content waits for the stored library, are left to
 * React.lazy: asked for here, their chunks came beside the library's and their largest paint
 * came later (docs/decisions.md, "What waits for the first screenful"). Only for a signed-in
 * visitor, as Browse needs a session; prefetch-first-game.ts does a game's page.
 */
import { opensOnBrowse } from './prefetch-first-catalogue';

export function prefetchFirstPage(hash: string, signedIn: boolean): void {
  // The module lazy-pages.ts loads (one module, one request); a failure shows when the page asks for it.
  if (signedIn && opensOnBrowse(hash)) import('../games/browse/BrowsePage').catch(() => undefined);
}
