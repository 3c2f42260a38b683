import type { Random } from './random.js';
import {
  GENRE_NOUNS, PLACES, POSSESSORS, SUBTITLES, TITLE_HEADS, TITLE_NOUNS, TITLE_TAILS,
} from './title-words.js';

/** Which title nouns suit a genre. */
const GENRE_FAMILY: Readonly<Record<string, string>> = {
  MMORPG: 'rpg', RPG: 'rpg', ARPG: 'rpg', 'Action RPG': 'rpg', MMOARPG: 'rpg', 'Dungeon Crawler': 'rpg',
  Fantasy: 'rpg', MMO: 'rpg', Shooter: 'shooter', Strategy: 'strategy', 'Card Game': 'card',
  MOBA: 'arena', Fighting: 'arena', 'Battle Royale': 'arena', 'Action Game': 'arena', Action: 'arena',
  Sports: 'sports', Racing: 'racing', Social: 'social',
};

function compound(random: Random): string {
  return random.pick(TITLE_HEADS) + random.pick(TITLE_TAILS);
}

function genreNoun(random: Random, genre: string): string {
  return random.pick(GENRE_NOUNS[GENRE_FAMILY[genre] ?? 'rpg'] ?? TITLE_NOUNS);
}

/** One way of composing a title, picked by weight. */
const PATTERNS: readonly { weight: number; make: (random: Random, genre: string) => string }[] = [
  { weight: 30, make: (r) => `${compound(r)} ${r.pick(TITLE_NOUNS)}` },
  { weight: 20, make: (r, g) => `${r.pick(TITLE_HEADS)} ${genreNoun(r, g)}` },
  { weight: 15, make: (r, g) => `${compound(r)} ${genreNoun(r, g)}` },
  { weight: 12, make: (r) => `${compound(r)}: ${r.pick(SUBTITLES)}` },
  { weight: 10, make: (r) => `${r.pick(TITLE_NOUNS)} of ${r.pick(PLACES)}` },
  { weight: 5, make: (r, g) => `${r.pick(PLACES)} ${genreNoun(r, g)}` },
  // Typographic apostrophes and dashes, as in the real catalogue (UPSTREAM.md quirk 5).
  { weight: 5, make: (r, g) => `${r.pick(POSSESSORS)}’s ${genreNoun(r, g)}` },
  { weight: 3, make: (r) => `${compound(r)} – ${r.pick(SUBTITLES)}` },
];
const TOTAL_WEIGHT = PATTERNS.reduce((sum, pattern) => sum + pattern.weight, 0);

/** A title not yet in `taken` (which it then joins), composed from our own word lists. */
export function makeTitle(random: Random, genre: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let roll = random.next() * TOTAL_WEIGHT;
    const pattern = PATTERNS.find((candidate) => (roll -= candidate.weight) < 0) ?? PATTERNS[0];
    const title = pattern?.make(random, genre) ?? compound(random);
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
  // Fifty collisions in a row cannot happen with these lists, but never loop forever.
  const title = `${compound(random)} ${taken.size}`;
  taken.add(title);
  return title;
}

/** The URL slug of a title, the way the service shapes its `/open/{slug}` links. */
export function slugOf(title: string): string {
  return title.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
