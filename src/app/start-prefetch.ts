// Imported by main.tsx before React: the first page's games (or game) are asked for while React's own modules
// are still being evaluated, not after (see prefetch-first-route.ts).
import { prefetchFirstGame } from './prefetch-first-game';
import { prefetchFirstRoute } from './prefetch-first-route';

prefetchFirstRoute(window.location.hash);
prefetchFirstGame(window.location.hash);
