/**
 * Our own word lists for demo titles. Titles are composed from them ("Starfall Legion",
 * "Emberwake: Second Dawn"), never taken from any real catalogue.
 */

/** First halves of compound names and stand-alone first words. */
export const TITLE_HEADS = [
  'Star', 'Iron', 'Ember', 'Frost', 'Storm', 'Shadow', 'Sky', 'Sun', 'Moon', 'Night', 'Dawn', 'Void',
  'Rune', 'Steel', 'Thunder', 'Crystal', 'Ash', 'Bright', 'Dusk', 'Wild', 'Stone', 'Ghost', 'Wind',
  'Flame', 'Tide', 'Dread', 'Nova', 'Echo', 'Hollow', 'Silver', 'Copper', 'Amber', 'Cinder', 'Mist',
  'Gale', 'Rift', 'Vale', 'Arc', 'Glimmer', 'Thorn', 'Raven', 'Lumen', 'Marrow', 'Quartz', 'Brass',
] as const;

/** Second halves of compound names: Star + fall = Starfall. */
export const TITLE_TAILS = [
  'fall', 'forge', 'guard', 'born', 'bound', 'reach', 'spire', 'crest', 'hold', 'gate', 'shard',
  'wake', 'light', 'strike', 'keep', 'helm', 'watch', 'rise', 'song', 'veil', 'march', 'run',
] as const;

/** Nouns that suit every genre. */
export const TITLE_NOUNS = [
  'Legion', 'Dominion', 'Frontier', 'Odyssey', 'Vanguard', 'Chronicles', 'Rivals', 'Raiders',
  'Outpost', 'Protocol', 'Saga', 'Uprising', 'Horizon', 'Legacy', 'Covenant', 'Expedition',
  'Conquest', 'Syndicate', 'Heroes', 'Depths', 'Empire', 'Citadel', 'Pact', 'Dynasty', 'Tempest',
] as const;

/** Nouns that hint at a genre, keyed by genre family. */
export const GENRE_NOUNS: Readonly<Record<string, readonly string[]>> = {
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
export const PLACES = [
  'Vael', 'Oskaria', 'Karrow', 'Brighthaven', 'Elderglen', 'Mirewood', 'Tessaly', 'Duskmoor',
  'Halvard', 'Quillon', 'Sunmarch', 'Orvane', 'Kestria', 'Lowmere', 'Thalune', 'Ysmir',
] as const;

/** Subtitles after a colon or a dash. */
export const SUBTITLES = [
  'Second Dawn', 'Reborn', 'Final Stand', 'Origins', 'The Lost Fleet', 'Harbor Wars', 'Ashen Skies',
  'Night Shift', 'Cold Iron', 'Open Season', 'New Blood', 'Long Winter', 'Broken Crown', 'First Light',
  'Edge of Ruin', 'The Quiet Front', 'Red Harvest', 'Tidebreak', 'Golden Age', 'After the Storm',
] as const;

/** Possessors for typographic titles such as "Warden’s Oath". */
export const POSSESSORS = [
  'Warden', 'Captain', 'Tinker', 'Hunter', 'Alchemist', 'Pilot', 'Ranger', 'Keeper', 'Merchant',
] as const;
