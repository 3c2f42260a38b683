/** Catalogue-index games for the Browse tests: the 418 fixture games (or another catalogue's) plus well-known titles and their look-alikes. */
import { parseGameList, type CatalogueGame, type Category } from '../../../../src/contract/index.js';
import { demoCatalogue } from '../../../../server/games/demo/demo-catalogue.js';
import { fixtureCatalogue } from '../../../../tools/fixtures/index.js';
import type { FixtureCatalogue } from '../../../../tools/fixtures/fixture-catalogue.js';

export { demoCatalogue };

const FAMOUS: [string, string, string][] = [
  ['Warframe', 'Shooter', 'PC (Windows)'],
  ['War Thunder', 'Shooter', 'PC (Windows)'],
  ['Warface', 'Shooter', 'PC (Windows)'],
  ['World of Warships', 'Shooter', 'PC (Windows)'],
  ['League of Legends', 'MOBA', 'PC (Windows)'],
  ['Legends of Runeterra', 'Card Game', 'PC (Windows)'],
  ['League of Angels: Heaven’s Fury', 'MMORPG', 'Web Browser'],
  ['Call of Duty: Warzone', 'Shooter', 'PC (Windows)'],
  ['Destiny 2', 'Shooter', 'PC (Windows)'],
  ['Dauntless', 'Action RPG', 'PC (Windows)'],
];

/** `source` is the fixture catalogue unless given (the server's demo catalogue, say, which has other titles). */
export function indexGames(source: FixtureCatalogue = fixtureCatalogue()): CatalogueGame[] {
  const raw = source.games;
  const parsed = parseGameList(raw.map((game) => game.item));
  if (!parsed.ok) throw new Error(parsed.message);
  const games: CatalogueGame[] = parsed.value.map((item, at) => ({
    ...item,
    tags: (raw[at]?.tags ?? []) as Category[],
    rank: { popularity: raw[at]?.popularityRank ?? 1, relevance: raw[at]?.relevanceRank ?? 1 },
  }));
  const base = games.length;
  FAMOUS.forEach(([title, genre, platform], at) => {
    const template = games[at];
    if (!template) throw new Error('fixture too small');
    games.push({ ...template, id: 900_000 + at, title, genre, platform, tags: ['shooter'], rank: { popularity: base + at + 1, relevance: base + at + 1 } });
  });
  return games;
}
