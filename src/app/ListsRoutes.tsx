/**
 * The lists screens composed (docs/lists.md): the lists feature's pages with the games' titles
 * from the catalogue index and, for a shared list's "Add all to Want to try", the library's
 * actions. Loaded on demand, when a lists page is first opened.
 */
import { useMemo } from 'react';
import { useCatalogueIndex } from '../games/browse/use-catalogue-index';
import { removeFromLibrary, setStatus } from '../library/library-actions';
import { ListPage, type GameTitles } from '../lists/ui/ListPage';
import { ListsPage } from '../lists/ui/ListsPage';
import { SharedListPage, type AddAllToWant } from '../lists/ui/SharedListPage';
import { MyGamesArea } from './MyGamesArea';

function useGameTitles(): GameTitles {
  const catalogue = useCatalogueIndex();
  const index = catalogue.state.status === 'loaded' ? catalogue.state.value : undefined;
  return useMemo(() => (index ? new Map(index.games.map((game) => [game.id, game.title])) : undefined), [index]);
}

// Only games not tracked yet are passed in, so Undo removes exactly what this added.
const addAllToWant: AddAllToWant = async (gameIds) => {
  const added: number[] = [];
  for (const gameId of gameIds) {
    await setStatus(gameId, 'want');
    added.push(gameId);
  }
  return async () => {
    for (const gameId of added) await removeFromLibrary(gameId);
  };
};

export function ListsRoute() {
  return (
    <>
      <MyGamesArea />
      <ListsPage titles={useGameTitles()} />
    </>
  );
}

export function ListRoute({ listId }: { listId: string }) {
  return (
    <>
      <MyGamesArea />
      <ListPage listId={listId} titles={useGameTitles()} />
    </>
  );
}

export function SharedRoute({ shareId }: { shareId: string }) {
  return <SharedListPage shareId={shareId} titles={useGameTitles()} addAllToWant={addAllToWant} />;
}
