// Imported by main.tsx before React: the first page's games are asked for while React's own modules
// are still being evaluated, not after (see prefetch-first-route.ts).
import { prefetchFirstRoute } from './prefetch-first-route';

prefetchFirstRoute(window.location.hash);
