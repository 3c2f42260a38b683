/** Demo titles and their URL slugs. */
import type { Random } from './random.js';

/**
 * Our own word lists for demo titles. Titles are composed from them ("Starfall Legion",
 * "Emberwake: Second Dawn"), never taken from any real catalogue.
 */

/** First halves of compound names and stand-alone first words. */
const TITLE_HEADS = [
  'Star', 'Iron', 'Ember', 'Frost', 'Storm', 'Shadow', 'Sky', 'Sun', 'Moon', 'Night', 'Dawn', 'Void',
  'Rune', 'Steel', 'Thunder', 'Crystal', 'Ash', 'Bright', 'Dusk', 'Wild', 'Stone', 'Ghost', 'Wind',
  'Flame', 'Tide', 'Dread', 'Nova', 'Echo', 'Hollow', 'Silver', 'Copper', 'Amber', 'Cinder', 'Mist',
  'Gale', 'Rift', 'Vale', 'Arc', 'Glimmer', 'Thorn', 'Raven', 'Lumen', 'Marrow', 'Quartz', 'Brass',
] as const;

/** Second halves of compound names: Star + fall = Starfall. */
const TITLE_TAILS = [
  'fall', 'forge', 'guard', 'born', 'bound', 'reach', 'spire', 'crest', 'hold', 'gate', 'shard',
  'wake', 'light', 'strike', 'keep', 'helm', 'watch', 'rise', 'song', 'veil', 'march', 'run',
] as const;

/** Nouns that suit every genre. */
const TITLE_NOUNS = [
  'Legion', 'Dominion', 'Frontier', 'Odyssey', 'Vanguard', 'Chronicles', 'Rivals', 'Raiders',
  'Outpost', 'Protocol', 'Saga', 'Uprising', 'Horizon', 'Legacy', 'Covenant', 'Expedition',
  'Conquest', 'Syndicate', 'Heroes', 'Depths', 'Empire', 'Citadel', 'Pact', 'Dynasty', 'Tempest',
] as const;

/** Nouns that hint at a genre, keyed by genre family. */
const GENRE_NOUNS: Readonly<Record<string, readonly string[]>> = {
  rpg: ['Online', 'Realms', 'Kingdoms', 'Tales', 'Quest', 'Ascension', 'Wanderers', 'Eternal'],
  shooter: ['Frontline', 'Squadron', 'Strike Force', 'Ops', 'Brigade', 'Recon', 'Firefight', 'Zero Hour'],
  strategy: ['Tactics', 'Siege', 'Armada', 'Warlords', 'Command', 'Colony', 'Commanders', 'Bastion'],
  card: ['Duel', 'Cards', 'Deckmasters', 'Gambit', 'Trumps', 'Arcana', 'Hands', 'Spellcards'],
  arena: ['Arena', 'Clash', 'Brawl', 'League', 'Showdown', 'Champions', 'Grudge', 'Gauntlet'],
  sports: ['Cup', 'League', 'Stars', 'Kickoff', 'All-Stars', 'Slam', 'Derby', 'Pro Tour'],
  racing: ['Rally', 'Drift', 'Circuit', 'Grand Prix', 'Overdrive', 'Nitro', 'Speedway', 'Turbo'],
  social: ['Plaza', 'Hangout', 'Village', 'Town', 'Friends', 'Party', 'Island', 'Lounge'],
};

/** Places for "Legends of Vael" and possessive titles. */
const PLACES = [
  'Vael', 'Oskaria', 'Karrow', 'Brighthaven', 'Elderglen', 'Mirewood', 'Tessaly', 'Duskmoor',
  'Halvard', 'Quillon', 'Sunmarch', 'Orvane', 'Kestria', 'Lowmere', 'Thalune', 'Ysmir',
] as const;

/** Subtitles after a colon or a dash. */
const SUBTITLES = [
  'Second Dawn', 'Reborn', 'Final Stand', 'Origins', 'The Lost Fleet', 'Harbor Wars', 'Ashen Skies',
  'Night Shift', 'Cold Iron', 'Open Season', 'New Blood', 'Long Winter', 'Broken Crown', 'First Light',
  'Edge of Ruin', 'The Quiet Front', 'Red Harvest', 'Tidebreak', 'Golden Age', 'After the Storm',
] as const;

/** Possessors for typographic titles such as "Warden’s Oath". */
const POSSESSORS = [
  'Warden', 'Captain', 'Tinker', 'Hunter', 'Alchemist', 'Pilot', 'Ranger', 'Keeper', 'Merchant',
] as const;

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
  // Typographic apostrophes and dashes, as in the real catalogue (docs/games-service.md quirk 5).
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
