// The games feature's pages, for the shell's router.
export { GameDetailPage } from './GameDetailPage';
export { GamesListPage } from './GamesListPage';
export { LandingPage } from './LandingPage';
