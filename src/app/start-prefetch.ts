// Imported by main.tsx before React: the first page's games (or game, or Browse's catalogue index)
// are asked for while React's own modules are still being evaluated, not after (see
// prefetch-first-route.ts, prefetch-first-game.ts and prefetch-first-catalogue.ts).
import { prefetchFirstCatalogue } from './prefetch-first-catalogue';
import { prefetchFirstGame } from './prefetch-first-game';
import { prefetchFirstRoute } from './prefetch-first-route';

prefetchFirstRoute(window.location.hash);
prefetchFirstGame(window.location.hash);
prefetchFirstCatalogue(window.location.hash);
