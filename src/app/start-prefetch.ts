// Imported by main.tsx before React: the first page's games (or game, or page chunk and catalogue)
// are asked for while React's own modules are still being evaluated, not after (see
// prefetch-first-route.ts, prefetch-first-game.ts and prefetch-first-page.ts).
import { prefetchFirstGame } from './prefetch-first-game';
import { prefetchFirstPage } from './prefetch-first-page';
import { prefetchFirstRoute } from './prefetch-first-route';

prefetchFirstRoute(window.location.hash);
prefetchFirstGame(window.location.hash);
prefetchFirstPage(window.location.hash);
