/**
 * My Games composed: the library's page with the games screens' grid, Browse's search and the
 * catalogue index (docs/architecture.md, "Tracking on the games screens"). Loaded on demand, with
 * fuzzysort, when the page is first opened. The PWA's Storage section (with Save for offline) comes
 * along in the same chunk.
 */
import { CatalogueProblem } from '../games/browse/CatalogueProblem';
import { searchGames } from '../games/browse/search-games';
import { useCatalogueIndex } from '../games/browse/use-catalogue-index';
import { GameGrid } from '../games/GameGrid';
import { MyGamesPage } from '../library/my-games/MyGamesPage';
import { MyGamesArea } from './MyGamesArea';
import { StorageSection } from '../pwa/save-offline/StorageSection';

export function MyGamesRoute() {
  const catalogue = useCatalogueIndex();
  const index = catalogue.state.status === 'loaded' ? catalogue.state.value : undefined;
  return <><MyGamesArea /><MyGamesPage index={index} placeholder={<CatalogueProblem remote={catalogue} />} Grid={GameGrid} search={searchGames} storage={<StorageSection />} /></>;
}
