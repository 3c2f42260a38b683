/** The catalogue index as the diary pages need it: each game's title, genre and tags, and the tags' labels. */
import { useMemo } from 'react';
import type { CatalogueIndex } from '../contract/catalogue';
import type { GameFacts } from '../diary/year-stats';
import { useCatalogueIndex } from '../games/browse/use-catalogue-index';

const NO_GAMES: ReadonlyMap<number, GameFacts> = new Map();
const NO_TAGS: ReadonlyMap<string, string> = new Map();

function factsOf(index: CatalogueIndex | undefined) {
  if (!index) return { games: NO_GAMES, tagLabels: NO_TAGS };
  return {
    games: new Map(index.games.map((game) => [game.id, { title: game.title, genre: game.genre, tags: game.tags }])),
    tagLabels: new Map(index.tags.map((tag) => [tag.slug, tag.label])),
  };
}

/** Titles, genres and tags while the catalogue is at hand (the service worker keeps it offline); empty maps before. */
export function useDiaryCatalogue() {
  const catalogue = useCatalogueIndex();
  const index = catalogue.state.status === 'loaded' ? catalogue.state.value : undefined;
  return useMemo(() => factsOf(index), [index]);
}
