import type { Random } from './random.js';

/** The list platform texts (docs/games-service.md quirk 2) and their share of the real catalogue (quirk 13). */
export const LIST_PLATFORMS = {
  pc: 'PC (Windows)',
  browser: 'Web Browser',
  both: 'PC (Windows), Web Browser',
} as const;
export type PlatformKind = keyof typeof LIST_PLATFORMS;

/** The same platforms as a detail names them. */
export const DETAIL_PLATFORMS: Readonly<Record<PlatformKind, string>> = {
  pc: 'Windows',
  browser: 'Web Browser',
  both: 'Windows',
};

const PLATFORM_SHARES: Readonly<Record<PlatformKind, number>> = { pc: 340, browser: 70, both: 10 };

/** Genres with their rough count out of 420 (quirk 13); the rest share what is left. */
const MAJOR_GENRES: readonly [string, number][] = [['MMORPG', 160], ['Shooter', 105], ['Strategy', 55], ['Card Game', 35]];
const MINOR_GENRES = [
  'MOBA', 'Sports', 'Fighting', 'MMO', 'Battle Royale', 'Social', 'RPG', 'Racing', 'ARPG',
  'Action RPG', 'MMOARPG', 'Dungeon Crawler', 'Action Game', 'Action', 'Fantasy',
];

/** Every genre the generator uses (quirk 7's list). */
export const GENRES: readonly string[] = [...MAJOR_GENRES.map(([genre]) => genre), ...MINOR_GENRES];

/** `count` platform kinds in the real catalogue's proportions, shuffled. */
export function platformKinds(random: Random, count: number): PlatformKind[] {
  const pc = Math.round((count * PLATFORM_SHARES.pc) / 420);
  const browser = Math.round((count * PLATFORM_SHARES.browser) / 420);
  const kinds: PlatformKind[] = [];
  for (let i = 0; i < count; i += 1) kinds.push(i < pc ? 'pc' : i < pc + browser ? 'browser' : 'both');
  return random.shuffle(kinds);
}

/** `count` genres in the real catalogue's proportions, shuffled. */
export function genreList(random: Random, count: number): string[] {
  const genres: string[] = [];
  for (const [genre, share] of MAJOR_GENRES) {
    for (let i = Math.round((count * share) / 420); i > 0; i -= 1) genres.push(genre);
  }
  for (let i = 0; genres.length < count; i += 1) genres.push(MINOR_GENRES[i % MINOR_GENRES.length] ?? 'MMO');
  return random.shuffle(genres.slice(0, count));
}

const RELEASE_YEARS = { first: 1997, last: 2026 } as const;

/** A `YYYY-MM-DD` date from 1997 to 2026, most of them from 2010 to 2023 (quirk 6). */
export function releaseDate(random: Random): string {
  const weights: [number, number][] = [];
  for (let year = RELEASE_YEARS.first; year <= RELEASE_YEARS.last; year += 1) {
    weights.push([year, year < 2005 ? 1 : year < 2010 ? 3 : year <= 2023 ? 10 : 5]);
  }
  let roll = random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
  const year = weights.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 2015;
  const month = random.int(1, year === RELEASE_YEARS.last ? 10 : 12);
  const day = random.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
