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
import { useLibraryReady } from '../library/use-library';
import { MyGamesArea } from './MyGamesArea';
import { useLibraryIsContent } from './library-start';
import { StorageSection } from '../pwa/save-offline/StorageSection';

export function MyGamesRoute() {
  const catalogue = useCatalogueIndex();
  const index = catalogue.state.status === 'loaded' ? catalogue.state.value : undefined;
  // Its content is the stored library: the empty library's text, or a grid, which marks its own.
  useLibraryIsContent(useLibraryReady());
  return <><MyGamesArea /><MyGamesPage index={index} placeholder={<CatalogueProblem remote={catalogue} />} Grid={GameGrid} search={searchGames} storage={<StorageSection />} /></>;
}
