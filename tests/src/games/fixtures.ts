/**
 * Games payloads written for these tests, carrying every quirk of the real service: padded strings,
 * "\r\n" inside texts, typographic characters and a fullwidth ＆, unsafe URLs, a thumbnail2.jpg,
 * browser games without requirements, list and detail platforms that differ.
 */
import type { CatalogueGame, Category } from '../../../src/contract';

export const PARAGRAPH_ONE =
  'Overwatch 2 is a free-to-play, team-based action game set in the optimistic future, where every match is the ultimate 5v5 battlefield brawl. ' +
  'Play as a time-jumping freedom fighter, a beat-dropping battlefield DJ, or one of over 30 other unique heroes as you battle it out around the world.';

// Long enough that the 636-character cut lands inside it, mid-word (docs/games-service.md quirk 11).
export const PARAGRAPH_TWO =
  'Blizzard’s “new era” of hero shooters – with a reworked 5v5 format — brings new heroes, new maps and a new mode… ' +
  'Push is a tug-of-war mode where teams fight to take control of a robot and push it toward the enemy base. '.repeat(8);

export const PARAGRAPH_THREE = 'This paragraph is beyond the cut and must never be shown.';

/** As upstream sends it: "\r\n\r\n" between paragraphs and a trailing "\r\n". */
export const LONG_DESCRIPTION = `${PARAGRAPH_ONE}\r\n\r\n${PARAGRAPH_TWO}\r\n\r\n${PARAGRAPH_THREE}\r\n`;

export const rawList = [
  {
    id: 540,
    title: 'Overwatch 2',
    thumbnail: 'https://www.freetogame.com/g/540/thumbnail.jpg',
    short_description: '   A hero-focused first-person team shooter from Blizzard Entertainment.  ',
    game_url: 'https://www.freetogame.com/open/overwatch-2',
    genre: 'Shooter',
    platform: 'PC (Windows)',
    publisher: ' Activision Blizzard ',
    developer: 'Blizzard Entertainment',
    release_date: '2022-10-04',
    freetogame_profile_url: 'https://www.freetogame.com/overwatch-2',
  },
  {
    id: 521,
    title: 'Diablo Immortal',
    thumbnail: 'https://www.freetogame.com/g/521/thumbnail.jpg',
    short_description: 'Built for mobile and also\r\nreleased on PC, Diablo Immortal fills in the gaps.',
    game_url: 'https://www.freetogame.com/open/diablo-immortal',
    genre: ' MMORPG',
    platform: 'PC (Windows), Web Browser',
    publisher: 'Blizzard Entertainment',
    developer: 'Blizzard Entertainment ',
    release_date: '2022-06-02',
    freetogame_profile_url: 'https://www.freetogame.com/diablo-immortal',
  },
  {
    id: 517,
    title: 'America’s Army: Proving Grounds',
    thumbnail: 'https://www.freetogame.com/g/517/thumbnail2.jpg',
    short_description: 'A “tactical” shooter – squad play — from the U.S. Army…',
    game_url: 'https://www.freetogame.com/open/americas-army-proving-grounds',
    genre: 'Shooter',
    platform: 'PC (Windows)',
    publisher: 'L＆K CO., LTD',
    developer: 'United States Army',
    release_date: '2015-08-27',
    freetogame_profile_url: 'https://www.freetogame.com/americas-army',
  },
  {
    id: 345,
    title: 'Forge of Empires',
    thumbnail: 'javascript:alert(1)',
    short_description: 'A free-to-play browser strategy game.',
    game_url: 'javascript:alert(2)',
    genre: 'Strategy',
    platform: 'Web Browser',
    publisher: 'InnoGames',
    developer: 'InnoGames',
    release_date: '2012-04-17',
    freetogame_profile_url: 'https://www.freetogame.com/forge-of-empires',
  },
  {
    id: 11,
    title: 'Neverwinter',
    thumbnail: 'https://www.freetogame.com/g/11/thumbnail.jpg',
    short_description: 'A free-to-play 3D action MMORPG based on the acclaimed Dungeons & Dragons fantasy roleplaying game. ',
    game_url: 'https://www.freetogame.com/open/neverwinter',
    genre: 'MMORPG',
    platform: 'PC (Windows)',
    publisher: 'Perfect World Entertainment',
    developer: 'Cryptic Studios',
    release_date: '2013-12-06',
    freetogame_profile_url: 'https://www.freetogame.com/neverwinter',
  },
];

/** A Windows game's detail: platform "Windows" (not the list's text), requirements with free text. */
export const rawWindowsDetail = {
  ...rawList[0],
  platform: 'Windows',
  status: 'Live',
  description: LONG_DESCRIPTION,
  minimum_system_requirements: {
    os: 'Windows® 7 / Windows® 8 / Windows® 10 64-bit ',
    processor: ' Intel® Core™ i3 or AMD Phenom™ X3 8650',
    memory: '6 GB',
    graphics: 'NVIDIA® GeForce® GTX 600 series, AMD Radeon™ HD 7000 series',
    storage: '50 GB',
  },
  screenshots: [{ id: 1, image: 'https://www.freetogame.com/g/540/overwatch-2-1.jpg' }],
};

/** A browser game's detail: no minimum_system_requirements key at all (docs/games-service.md quirk 1). */
export const rawBrowserDetail = {
  ...rawList[3],
  thumbnail: 'https://www.freetogame.com/g/345/thumbnail.jpg',
  game_url: 'https://www.freetogame.com/open/forge-of-empires',
  status: 'Live',
  description: 'Build a city from the Stone Age to the future.\r\n\r\nTrade, fight and research with ＆ beyond your neighbours.',
  screenshots: [],
};

/** What the service worker answers offline for a game only a stored list knows. */
export const rawPartialDetail = { ...rawList[2] };

/** A big list for the rendering test: 418 games, as the catalogue had in early 2026. */
export function manyGames(count: number): typeof rawList {
  return Array.from({ length: count }, (_, index) => ({
    ...rawList[index % 3],
    id: 1000 + index,
    title: `Game number ${index + 1}`,
  })) as typeof rawList;
}

let nextCatalogueId = 1;

/** A game of the catalogue index with `tags`; ids count up within a test file, publisher, developer and ranks follow the id. */
export function catalogueGame(title: string, tags: Category[], extra: Partial<CatalogueGame> = {}): CatalogueGame {
  const id = nextCatalogueId++;
  return {
    id, title, tags, thumbnail: undefined, short_description: '', game_url: undefined, genre: '', platform: 'PC (Windows)',
    publisher: `Publisher ${id}`, developer: `Developer ${id}`, release_date: '2020-01-01', freetogame_profile_url: undefined,
    rank: { popularity: id, relevance: id }, ...extra,
  };
}
